import type {ReactNode} from 'react';
import AdmonitionLayout from '@theme/Admonition/Layout';
import type {Props} from '@theme/Admonition';

/** Lightbulb-in-a-speech-bubble icon, drawn for this site. */
function CustomAdmonitionIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2h-7l-5 4v-4H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm8 2.5a4 4 0 0 0-2.4 7.2V14h4.8v-1.3A4 4 0 0 0 12 5.5zM10 15v1h4v-1z" />
    </svg>
  );
}

/**
 * The `my-custom-admonition` keyword (declared in config/markdown.ts,
 * registered in src/theme/Admonition/Types.tsx) rendered with the theme's own
 * admonition layout, so it lines up with the built-in types; its colours live
 * in src/css/custom.css.
 */
export default function MyCustomAdmonition(props: Props): ReactNode {
  return (
    <AdmonitionLayout icon={<CustomAdmonitionIcon />} title="My custom admonition" {...props} className="alert">
      {props.children}
    </AdmonitionLayout>
  );
}
