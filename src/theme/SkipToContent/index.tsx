import {useEffect, useRef, type MouseEvent, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {translate} from '@docusaurus/Translate';
import {SkipToContentFallbackId, usePrevious} from '@docusaurus/theme-common';
import {onlyQueryChanged} from '@site/src/utils/locationChange';
import styles from './styles.module.css';

const label = translate({
  id: 'theme.common.skipToMainContent',
  message: 'Skip to main content',
  description: 'The label of the first link of every page, which moves keyboard focus past the navbar',
});

/**
 * Focuses an element that is not in the tab order, and takes it out again once
 * focus moves on. The tabindex stays while the element holds focus: removed at
 * once, Chromium drops the focus to <body> and the next Tab starts from
 * wherever the page was scrolled, not from the element.
 */
function focusFromScript(element: HTMLElement): void {
  element.setAttribute('tabindex', '-1');
  element.addEventListener('blur', () => element.removeAttribute('tabindex'), {once: true});
  element.focus();
}

/** The page's `<main>`, or the layout's content when a page has none. */
function mainContent(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(SkipToContentFallbackId);
}

/**
 * The theme's skip link, written anew because of one rule in its focus reset.
 *
 * After a link to another page, keyboard focus goes back to the top of the
 * page, so the next Tab starts from the skip link as after a full load. The
 * theme's version (`useSkipToContent` in
 * node_modules/@docusaurus/theme-common/lib/utils/skipToContentUtils.js) does
 * so on every pushed address without a hash, including a push that changes
 * only the query string (ticking a showcase tag, choosing a feature-request
 * status): focusing the top of the page scrolled it there, and focus ended on
 * `<body>`. That reset lives inside the theme's exported `SkipToContentLink`,
 * so no wrapper can leave it out. Here it skips query-only changes, the same
 * line the framework's own scroll handling draws. Once the theme does the
 * same, this component can go and the theme's comes back.
 */
export default function SkipToContent(): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const location = useLocation();
  const previousLocation = usePrevious(location);

  useEffect(() => {
    if (!previousLocation || previousLocation === location || !region.current) {
      return;
    }
    if (history.action === 'PUSH' && !location.hash && !onlyQueryChanged(previousLocation, location)) {
      focusFromScript(region.current);
    }
  }, [history, location, previousLocation]);

  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    const target = mainContent();
    if (target) {
      focusFromScript(target);
    }
  };

  return (
    <div ref={region} className={styles.region} role="region" aria-label={label}>
      {/* The href works without JavaScript too, less precisely: it reaches the layout's content. */}
      <a className={styles.skipLink} href={`#${SkipToContentFallbackId}`} onClick={skip}>
        {label}
      </a>
    </div>
  );
}
