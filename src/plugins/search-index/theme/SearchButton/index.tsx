import React, {type ComponentProps, type ReactNode, type Ref} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * The navbar search button, in DocSearch's markup and class names so that
 * DocSearch's own button styles apply. It is ours rather than DocSearch's so
 * that the DocSearch package (modal and search client) stays out of the code
 * every page loads: it is fetched when the search opens.
 */

type Props = Omit<ComponentProps<'button'>, 'children' | 'ref'> & {
  ref?: Ref<HTMLButtonElement>;
  /** Visible text, "Search". */
  text: string;
  /** Accessible name, when it should differ from the visible text. */
  ariaLabel: string;
};

/**
 * The modifier of the shortcut, known only in the browser (Apple keyboards
 * say ⌘); null in the static HTML and while hydrating, so both renders agree.
 */
function useModifierKey(): string | null {
  const isBrowser = useIsBrowser();
  if (!isBrowser) return null;
  return /Mac|iPhone|iPod|iPad/i.test(navigator.platform) ? '⌘' : 'Ctrl';
}

function SearchIcon(): ReactNode {
  return (
    <svg className="DocSearch-Search-Icon" width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="8.5" cy="8.5" r="6" fill="none" stroke="currentColor" strokeWidth="1.6" />
      <path d="M13 13l5 5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
    </svg>
  );
}

export default function SearchButton({ref, text, ariaLabel, ...props}: Props): ReactNode {
  const modifier = useModifierKey();
  return (
    <button
      type="button"
      className="DocSearch DocSearch-Button"
      // Named by its visible text, so what a speech user reads is what they can say.
      // On narrow screens the text is hidden visually only (styles.css), so the name stays.
      aria-label={ariaLabel === text ? undefined : ariaLabel}
      aria-keyshortcuts="Control+K Meta+K /"
      ref={ref}
      {...props}>
      <span className="DocSearch-Button-Container">
        <SearchIcon />
        <span className="DocSearch-Button-Placeholder">{text}</span>
      </span>
      <span className="DocSearch-Button-Keys" aria-hidden="true">
        {modifier && (
          <>
            <kbd className="DocSearch-Button-Key">{modifier}</kbd>
            <kbd className="DocSearch-Button-Key">K</kbd>
          </>
        )}
      </span>
    </button>
  );
}
