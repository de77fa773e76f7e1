import {useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  /** The page's Markdown twin, a site path (src/plugins/markdown-twins/twinPath.ts). */
  readonly twinUrl: string;
};

/** What the last action did, for the button's label and the screen-reader announcement. */
type Outcome = {label: string; announcement: string} | null;

const COPIED_LABEL_MS = 2000;

async function fetchTwin(twinUrl: string): Promise<string> {
  const response = await fetch(twinUrl);
  if (!response.ok) throw new Error(`${twinUrl}: ${response.status}`);
  return response.text();
}

/**
 * Puts the twin on the clipboard. The copy starts within the click, with the
 * text still on its way: browsers that require a user gesture for clipboard
 * writes (Safari) accept a pending item then, not after the download.
 */
function copyTwin(twinUrl: string): Promise<void> {
  const text = fetchTwin(twinUrl);
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    const blob = text.then((markdown) => new Blob([markdown], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return text.then((markdown) => navigator.clipboard.writeText(markdown));
}

type MenuItem = 'copy' | 'link';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
}

/** Focuses the item at `index`, counted from the end when negative, wrapping around. */
function focusMenuItem(menu: HTMLElement | null, index: number): void {
  const items = menuItems(menu);
  items[(index + items.length) % items.length]?.focus();
}

/**
 * "Copy page": a split button at the top of a doc page. The main button puts
 * the page's Markdown twin on the clipboard; the arrow opens a menu to copy
 * it, open it, or copy a link to it. The twin is fetched only when asked for
 * (the service worker has it when the page was precached, so it works
 * offline). The menu follows the ARIA menu button pattern: arrow keys, Home
 * and End move, Escape closes it and returns to the arrow.
 */
export default function CopyPage({twinUrl}: Props): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>(null);
  // The index of the item to focus once the menu is shown (-1: the last), or null when closed.
  const [menuFocus, setMenuFocus] = useState<number | null>(null);
  const menuOpen = menuFocus !== null;
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const report = useCallback((action: Promise<void>, done: Outcome, failed: Outcome) => {
    action.then(
      () => setOutcome(done),
      () => setOutcome(failed),
    );
  }, []);

  useEffect(() => {
    if (!outcome) return undefined;
    const timer = window.setTimeout(() => setOutcome(null), COPIED_LABEL_MS);
    return () => window.clearTimeout(timer);
  }, [outcome]);

  useEffect(() => {
    if (menuFocus !== null) focusMenuItem(menuRef.current, menuFocus);
  }, [menuFocus]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const closeOutside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setMenuFocus(null);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => document.removeEventListener('pointerdown', closeOutside);
  }, [menuOpen]);

  const copyPage = () =>
    report(
      copyTwin(twinUrl),
      {label: 'Copied', announcement: 'Page copied as Markdown.'},
      {label: 'Copy failed', announcement: 'The page could not be copied as Markdown.'},
    );
  const copyLink = () =>
    report(
      navigator.clipboard.writeText(new URL(twinUrl, window.location.href).href),
      {label: 'Link copied', announcement: 'Link to the Markdown copied.'},
      {label: 'Copy failed', announcement: 'The link could not be copied.'},
    );

  const openMenu = (focusIndex: number) => setMenuFocus(focusIndex);
  const closeMenu = (returnFocus: boolean) => {
    setMenuFocus(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  const onToggleKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = menuItems(menuRef.current).indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1};
    if (event.key in moves) {
      event.preventDefault();
      focusMenuItem(menuRef.current, moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      closeMenu(true);
    } else if (event.key === 'Tab') {
      closeMenu(false);
    }
  };
  const choose = (item: MenuItem) => {
    closeMenu(true);
    if (item === 'copy') copyPage();
    else if (item === 'link') copyLink();
  };

  const itemProps = {role: 'menuitem', tabIndex: -1, className: 'dropdown__link'};

  return (
    <div className={styles.copyPage} ref={rootRef}>
      <div className={clsx('button-group', styles.buttons)} role="group" aria-label="Page as Markdown">
        <button type="button" className="button button--secondary button--sm" onClick={copyPage}>
          {outcome?.label ?? 'Copy page'}
        </button>
        <button
          ref={toggleRef}
          type="button"
          className={clsx('button button--secondary button--sm', styles.toggle)}
          aria-label="More ways to use this page as Markdown"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-controls={menuOpen ? menuId : undefined}
          onClick={() => (menuOpen ? closeMenu(false) : openMenu(0))}
          onKeyDown={onToggleKeyDown}
        />
      </div>
      {menuOpen && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label="Page as Markdown"
          className={styles.menu}
          onKeyDown={onMenuKeyDown}>
          <li role="none">
            <button type="button" {...itemProps} onClick={() => choose('copy')}>
              Copy page as Markdown
            </button>
          </li>
          <li role="none">
            <a href={twinUrl} {...itemProps} onClick={() => setMenuFocus(null)}>
              Open as Markdown
            </a>
          </li>
          <li role="none">
            <button type="button" {...itemProps} onClick={() => choose('link')}>
              Copy link to Markdown
            </button>
          </li>
        </ul>
      )}
      <span role="status" className={styles.visuallyHidden}>
        {outcome?.announcement ?? ''}
      </span>
    </div>
  );
}
