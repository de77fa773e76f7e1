// DocSearch ships its lazily loaded modal entry point as a plain JavaScript
// re-export without declarations; it is typed here from the package's own.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

// Theme components this plugin adds (see theme/), importable through the
// `@theme` alias so that a site can swizzle them.
declare module '@theme/SearchButton' {
  import type {ComponentProps, ReactNode, Ref} from 'react';

  export type Props = Omit<ComponentProps<'button'>, 'children' | 'ref'> & {
    ref?: Ref<HTMLButtonElement>;
    text: string;
    ariaLabel: string;
  };
  export default function SearchButton(props: Props): ReactNode;
}
