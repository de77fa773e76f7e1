import {useCallback, useEffect, useState, type FocusEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

type Props = {
  readonly code: string;
  readonly language: string | undefined;
  readonly className: string | undefined;
  /** The block's title, shown above the code until the renderer is in. */
  readonly title: string | undefined;
  /** Identifies the block's markup among the page's blocks. */
  readonly markupKey: string;
  /** Loads the renderer that replaces this block once it is in. */
  readonly load: () => Promise<void>;
};

type Markup = {className: string; style: string | null; html: string};
const serverMarkup = new Map<string, Markup>();

type Shown =
  // Hydrated over the server's element, or mounted again after hydration with
  // the kept copy. One object for the block's life: React rewrites the content
  // whenever it receives a different one, even with the same text.
  | {kind: 'markup'; content: {__html: string}}
  | {kind: 'plain'}; // no server markup: plain code until the renderer is in

/**
 * A code block shown from the markup the server highlighted it with, until its
 * renderer (src/utils/codeHighlighter) is loaded and takes its place.
 *
 * While the page hydrates, the block's element is adopted as it is: React
 * does not look inside an element whose content is set as HTML, so the
 * server's tokens, line numbers and copy button stay without any script. A
 * copy of that markup is kept, so a block that is mounted again (a tab group
 * does that right after hydration) shows the same markup. A block with no
 * server markup (one reached by client-side navigation) shows its code
 * unhighlighted and asks for its renderer.
 *
 * The first pointer, touch or focus on a block loads the renderer; a click
 * on one of the server's buttons (copy) is passed on to the same button once
 * the highlighted block is in, and focus moves along with it.
 */
export default function PrerenderedCode({code, language, className, title, markupKey, load}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  // Fixed at mount: on a later render, other content would make React rewrite the block.
  const [shown] = useState<Shown>(() => {
    const markup = serverMarkup.get(markupKey);
    if (markup) return {kind: 'markup', content: {__html: markup.html}};
    // While hydrating, the content given is not applied: the server's stays.
    return isBrowser ? {kind: 'plain'} : {kind: 'markup', content: {__html: ''}};
  });
  const keep = useCallback(
    (element: HTMLDivElement | null) => {
      if (!element) return;
      const kept = serverMarkup.get(markupKey);
      if (!kept) {
        serverMarkup.set(markupKey, {
          className: element.className,
          style: element.getAttribute('style'),
          html: element.innerHTML,
        });
      } else if (!element.className) {
        // A copy: React sets only its content, the attributes come from the kept markup.
        element.className = kept.className;
        if (kept.style !== null) element.setAttribute('style', kept.style);
      }
    },
    [markupKey],
  );
  const plain = shown.kind === 'plain';
  useEffect(() => {
    if (plain) void load();
  }, [plain, load]);

  if (shown.kind === 'plain') {
    return (
      <div
        className={clsx('theme-code-block', language && `language-${language}`, className, styles.plain)}
        // Tries again if the first attempt failed (offline, say).
        onPointerEnter={() => void load()}
        onTouchStart={() => void load()}
        onFocus={() => void load()}>
        {title && <div className={styles.title}>{title}</div>}
        <pre className="prism-code" tabIndex={0}>
          <code>{code}</code>
        </pre>
      </div>
    );
  }
  return (
    <div
      ref={keep}
      dangerouslySetInnerHTML={shown.content}
      suppressHydrationWarning
      onPointerEnter={() => void load()}
      onTouchStart={() => void load()}
      onFocus={(event) => passFocusOn(event, load)}
      onClickCapture={(event) => passClickOn(event, load)}
    />
  );
}

function passFocusOn(event: FocusEvent<HTMLDivElement>, load: () => Promise<void>): void {
  handOver(event.currentTarget, event.target, load, (counterpart) => {
    // Only if the reader has not moved on: removing the old block dropped focus to the body.
    if (document.activeElement === document.body) counterpart.focus();
  });
}

function passClickOn(event: MouseEvent<HTMLDivElement>, load: () => Promise<void>): void {
  if (!(event.target instanceof Element) || !event.target.closest('button')) return;
  handOver(event.currentTarget, event.target, load, (counterpart) => counterpart.click());
}

/**
 * Loads the renderer and, once its block has replaced `block`, calls `then`
 * with the element in it that matches `target` (the button with the same
 * label, else the code itself).
 */
function handOver(
  block: HTMLElement,
  target: EventTarget,
  load: () => Promise<void>,
  then: (counterpart: HTMLElement) => void,
): void {
  const parent = block.parentElement;
  if (!parent) return;
  const position = Array.prototype.indexOf.call(parent.children, block);
  const label = target instanceof Element ? target.closest('button')?.getAttribute('aria-label') : null;
  void load().then(() => {
    // After React has committed the re-render the renderer's arrival triggers.
    setTimeout(() => {
      const replacement = parent.children[position];
      if (!(replacement instanceof HTMLElement) || replacement === block || !replacement.isConnected) return;
      const counterpart = label
        ? replacement.querySelector<HTMLElement>(`button[aria-label="${CSS.escape(label)}"]`)
        : replacement.querySelector<HTMLElement>('pre');
      if (counterpart) then(counterpart);
    });
  });
}
