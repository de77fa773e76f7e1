import {Children, isValidElement, useEffect, type ReactNode} from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import type {Props} from '@theme/CodeBlock';
import PrerenderedCode from '@site/src/components/PrerenderedCode';
import {codeBlockTitle} from '@site/src/utils/codeBlockTitle';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';
import {highlighter, liveCodeBlock, type LiveCodeBlockProps} from '#code-highlighter';

type CodeBlockProps = Props & {readonly live?: boolean};

/**
 * The theme's renderer for blocks whose content is elements, loaded only by
 * the pages that have one: it brings the theme's code-block utilities (line
 * ranges, magic comments; 2 kB gzip) that no other block here needs.
 */
const ElementContent = loadWhenNeeded<Props>({
  chunk: 'code-block-elements',
  load: () => import(/* webpackChunkName: "code-block-elements" */ '@theme/CodeBlock/Content/Element'),
  isNeeded: () => true,
});

/**
 * Code blocks whose Prism-based renderers load when a reader needs them.
 *
 * The server renders every block highlighted. In the browser, a block keeps
 * that markup (src/components/PrerenderedCode) until the highlighter is
 * loaded: on the first pointer, touch or focus on a block, on a client-side
 * navigation, or when the colour mode shown is not the one the server painted
 * (Prism's colours are inline styles, for the default mode). The theme's own
 * block instead needs Prism to hydrate, and rebuilds every block once hydrated.
 *
 * Live blocks (`live` in the meta string) load the live-codeblock theme's
 * editor, which this component wraps, as soon as they mount; blocks whose
 * content is elements rather than text need no highlighter.
 */
export default function CodeBlock(props: CodeBlockProps): ReactNode {
  const {children, live, ...rest} = props;
  if (live) {
    return <LiveCode {...rest} live>{children}</LiveCode>;
  }
  const code = plainText(children);
  if (code === undefined) {
    return <ElementContent {...rest}>{children}</ElementContent>;
  }
  return <HighlightedCode {...rest}>{code}</HighlightedCode>;
}

function HighlightedCode(props: Omit<Props, 'children'> & {readonly children: string}): ReactNode {
  const ready = highlighter.useReady();
  const {colorMode} = useColorMode();
  const serverColorMode = useThemeConfig().colorMode.defaultMode === 'dark' ? 'dark' : 'light';
  const repaint = colorMode !== serverColorMode;
  // Effects run in the browser only: no need to re-render every block once hydrated to know it.
  useEffect(() => {
    if (repaint) void highlighter.load();
  }, [repaint]);

  if (ready) {
    return <highlighter.Component {...props} />;
  }
  return <Prerendered {...props} load={highlighter.load} />;
}

function LiveCode(props: LiveCodeBlockProps): ReactNode {
  const ready = liveCodeBlock.useReady();
  useEffect(() => {
    void liveCodeBlock.load();
  }, []);

  if (ready) {
    return <liveCodeBlock.Component {...props} />;
  }
  const code = plainText(props.children) ?? '';
  return <Prerendered {...props} load={liveCodeBlock.load}>{code}</Prerendered>;
}

function Prerendered({
  children: code,
  className,
  language,
  metastring,
  title,
  showLineNumbers,
  load,
}: Omit<Props, 'children'> & {readonly children: string; readonly load: () => Promise<void>}): ReactNode {
  return (
    <PrerenderedCode
      code={code}
      language={language ?? /\blanguage-(\S+)/.exec(className ?? '')?.[1]}
      className={className}
      title={codeBlockTitle(metastring) || title}
      markupKey={JSON.stringify([code, className, language, metastring, title, showLineNumbers])}
      load={load}
    />
  );
}

/** The code as one string (what the copy button copies), or `undefined` when it holds elements. */
function plainText(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some((part) => isValidElement(part))) return undefined;
  return parts.join('');
}
