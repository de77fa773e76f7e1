import type {Element, ElementContent, Nodes, Parents, RootContent, Text} from 'hast';

/**
 * The site's components as they come out of the build, rewritten into the
 * plain HTML that has a Markdown form (a `pre` for every kind of code, a
 * blockquote for an admonition, a heading per tab), before the HTML-to-Markdown
 * step. Each function takes the element the component renders and gives what
 * replaces it; the Markdown step (toMarkdown.ts) only adds the code fences'
 * info strings and the math delimiters.
 */

/** On a `pre`: the code fence's meta string (`title="…"`, `live`). */
export const META_PROPERTY = 'dataMeta';
/** On a `pre` (`display`) or a `code` (`inline`): TeX to write as math. */
export const MATH_PROPERTY = 'dataMath';
/** Set by our Mermaid wrapper (src/theme/Mermaid) on a hidden element holding the diagram's source. */
export const MERMAID_SOURCE_PROPERTY = 'dataMermaidSource';
/** Set on the labelled tab panels by src/utils/pageContent.ts (`data-tab-label`). */
const TAB_LABEL_PROPERTY = 'dataTabLabel';

export function classList(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

function hasClass(node: Element, name: string): boolean {
  return classList(node).includes(name);
}

/** CSS-module classes carry a hash after an underscore: `codeBlockTitle_Ktv7`. */
function hasModuleClass(node: Element, name: string): boolean {
  return classList(node).some((candidate) => candidate === name || candidate.startsWith(`${name}_`));
}

export function isElement(node: Nodes): node is Element {
  return node.type === 'element';
}

function childElements(node: Parents): Element[] {
  return (node.children as RootContent[]).filter((child): child is Element => child.type === 'element');
}

export function findElement(root: Parents, predicate: (node: Element) => boolean): Element | undefined {
  for (const child of childElements(root)) {
    if (predicate(child)) return child;
    const found = findElement(child, predicate);
    if (found) return found;
  }
  return undefined;
}

/** The text of a subtree as the source had it: line breaks from `<br>`, whitespace untouched. */
export function rawText(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if (node.type === 'element' && node.tagName === 'br') return '\n';
  return 'children' in node ? node.children.map(rawText).join('') : '';
}

/** The text of a label: whitespace collapsed. */
function labelText(node: Nodes): string {
  return rawText(node).replace(/\s+/g, ' ').trim();
}

function element(tagName: string, properties: Element['properties'], children: ElementContent[]): Element {
  return {type: 'element', tagName, properties, children};
}

function text(value: string): Text {
  return {type: 'text', value};
}

function languageOf(node: Element): string | undefined {
  for (const name of classList(node)) {
    if (name.startsWith('language-')) return name.slice('language-'.length);
  }
  return undefined;
}

/** A code block as `<pre><code class="language-…">` with its meta string. */
function codePre(code: string, language: string | undefined, meta: string | undefined): Element {
  return element('pre', meta ? {[META_PROPERTY]: meta} : {}, [
    element('code', language ? {className: [`language-${language}`]} : {}, [text(code.replace(/\n$/, ''))]),
  ]);
}

function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A theme code block (`.theme-code-block`): language, title and code, without line numbers or buttons. */
export function codeBlock(node: Element): Element {
  const pre = findElement(node, (child) => child.tagName === 'pre');
  const title = findElement(node, (child) => hasModuleClass(child, 'codeBlockTitle'));
  const language = languageOf(node) ?? (pre && languageOf(pre));
  const titleText = title ? labelText(title) : '';
  return codePre(pre ? rawText(pre) : '', language, titleText ? `title=${quoted(titleText)}` : undefined);
}

/**
 * Marks a component running typed code (src/plugins/hosting-headers/evalMarker.ts,
 * `data-evaluates-code`), as hast names the attribute.
 */
const EVALUATES_CODE_PROPERTY = 'dataEvaluatesCode';

/** Whether an element is a live code block: typed code run in a playground container. */
export function isLiveCodeBlock(node: Element): boolean {
  return (
    node.properties[EVALUATES_CODE_PROPERTY] !== undefined &&
    findElement(node, (child) => hasModuleClass(child, 'playgroundContainer')) !== undefined
  );
}

/** A live code block (`isLiveCodeBlock`): its editor's code. */
export function liveCodeBlock(node: Element): Element {
  const pre = findElement(node, (child) => child.tagName === 'pre');
  return codePre(pre ? rawText(pre) : '', pre && languageOf(pre), 'live');
}

/** A Mermaid diagram, from the source our wrapper keeps beside it. */
export function mermaidDiagram(node: Element): Element {
  return codePre(rawText(node), 'mermaid', undefined);
}

/** KaTeX output: the TeX source, from the MathML annotation KaTeX writes beside the drawing. */
export function math(node: Element, display: boolean): Element {
  const annotation = findElement(node, (child) => child.tagName === 'annotation');
  const tex = annotation ? rawText(annotation).trim() : '';
  return display
    ? element('pre', {[MATH_PROPERTY]: 'display'}, [text(tex)])
    : element('code', {[MATH_PROPERTY]: 'inline'}, [text(tex)]);
}

const ADMONITION_PREFIX = 'theme-admonition-';

function capitalize(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/**
 * An admonition as a blockquote opening with its label in bold: the type
 * (`**Note**`), or the type and the custom title (`**Tip: Before you start**`).
 */
export function admonition(node: Element): Element {
  const type = classList(node).find((name) => name.startsWith(ADMONITION_PREFIX))?.slice(ADMONITION_PREFIX.length) ?? 'note';
  const heading = findElement(node, (child) => hasModuleClass(child, 'admonitionHeading'));
  const content = findElement(node, (child) => hasModuleClass(child, 'admonitionContent'));
  const title = heading ? labelText(heading) : '';
  const typeLabel = capitalize(type.replace(/-/g, ' '));
  // A type's own title is its name (`tip`, `My custom admonition`).
  const isTypeTitle = title === '' || title.toLowerCase().replace(/\s+/g, '-') === type;
  const label = isTypeTitle ? (title ? capitalize(title) : typeLabel) : `${typeLabel}: ${title}`;
  return element('blockquote', {}, [
    element('p', {}, [element('strong', {}, [text(label)])]),
    ...(content ? content.children : []),
  ]);
}

/** The panels of a tab group (the labelled ones: pageContent labels each). */
function tabPanels(group: Element): Element[] {
  const panels: Element[] = [];
  const visit = (node: Parents): void => {
    for (const child of childElements(node)) {
      if (child.properties.role === 'tabpanel') panels.push(child);
      else if (!hasClass(child, 'tabs-container')) visit(child);
    }
  };
  visit(group);
  return panels;
}

/** A tab group (`.tabs-container`): each tab's label as a heading of `level`, then its content. */
export function tabs(node: Element, level: number): ElementContent[] {
  return tabPanels(node).flatMap((panel) => {
    const label = String(panel.properties[TAB_LABEL_PROPERTY] ?? '').trim();
    return [...(label ? [element(`h${level}`, {}, [text(label)])] : []), ...panel.children];
  });
}

/**
 * A table with a caption (our API option tables): the caption as a paragraph
 * before it, since Markdown tables have none; a required option's badge
 * reads "(required)" after its name.
 */
export function captionedTable(node: Element): ElementContent[] {
  const caption = node.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  const markRequired = (parent: Parents): void => {
    parent.children = parent.children.map((child) => {
      if (!isElement(child)) return child;
      if (child.tagName === 'span' && hasModuleClass(child, 'required')) return text(' (required)');
      markRequired(child);
      return child;
    });
  };
  const table = element(
    'table',
    node.properties,
    node.children.filter((child) => !isElement(child) || (child.tagName !== 'caption' && child.tagName !== 'colgroup')),
  );
  markRequired(table);
  return caption ? [element('p', {}, caption.children), table] : [table];
}

/** Whether an element is a doc card (`<article>` around an `a.card`), as category pages list them. */
export function isDocCard(node: Element): boolean {
  return node.tagName === 'article' && childElements(node).some((child) => child.tagName === 'a' && hasClass(child, 'card'));
}

/** A grid of doc cards as a list: `[Title](url): description`. */
export function docCards(node: Element): Element {
  const items = childElements(node)
    .filter(isDocCard)
    .map((card) => {
      const link = childElements(card).find((child) => child.tagName === 'a')!;
      const heading = findElement(link, (child) => /^h[1-6]$/.test(child.tagName));
      const description = findElement(link, (child) => child.tagName === 'p');
      // The heading's title attribute has the title without the card's emoji.
      const title = String(heading?.properties.title ?? (heading ? labelText(heading) : labelText(link)));
      const descriptionText = description ? labelText(description) : '';
      return element('li', {}, [
        element('a', {href: link.properties.href}, [text(title)]),
        ...(descriptionText ? [text(`: ${descriptionText}`)] : []),
      ]);
    });
  return element('ul', {}, items);
}

/** A blog author (`.avatar`): name, linked to the author's page when it has one, and title. */
export function author(node: Element): Element {
  const name = findElement(node, (child) => hasClass(child, 'avatar__name'));
  const link = name && findElement(name, (child) => child.tagName === 'a');
  const title = findElement(node, (child) => child.tagName === 'small');
  const nameText = name ? labelText(name) : '';
  const titleText = title ? labelText(title) : '';
  return element('p', {}, [
    link ? element('a', {href: link.properties.href}, [text(nameText)]) : text(nameText),
    ...(titleText ? [text(`, ${titleText}`)] : []),
  ]);
}

/** The theme's version notice: said by the theme on every page of a version, not part of the page. */
export function isVersionBanner(node: Element): boolean {
  return hasClass(node, 'theme-doc-version-banner');
}

const HEADING = /^h([1-6])$/;

/**
 * Rewrites every component of a page's content, in document order (a tab
 * group's headings sit one level below the heading before it).
 */
export function rewriteComponents(root: Parents): void {
  let headingLevel = 1;
  const rewrite = (node: Element): ElementContent[] => {
    const heading = HEADING.exec(node.tagName);
    if (heading) {
      headingLevel = Number(heading[1]);
      return [node];
    }
    if (isVersionBanner(node)) return [];
    if (node.properties[MERMAID_SOURCE_PROPERTY] !== undefined) return [mermaidDiagram(node)];
    if (isLiveCodeBlock(node)) return [liveCodeBlock(node)];
    if (hasClass(node, 'theme-code-block')) return [codeBlock(node)];
    if (hasClass(node, 'katex-display')) return [math(node, true)];
    if (hasClass(node, 'katex')) return [math(node, false)];
    if (hasClass(node, 'theme-admonition')) return [visitChildren(admonition(node))];
    if (hasClass(node, 'avatar')) return [author(node)];
    if (node.tagName === 'table' && node.children.some((child) => isElement(child) && child.tagName === 'caption')) {
      return captionedTable(node).map((child) => (isElement(child) ? visitChildren(child) : child));
    }
    if (childElements(node).some(isDocCard)) return [docCards(node)];
    if (hasClass(node, 'tabs-container')) {
      const outer = headingLevel;
      const level = Math.min(outer + 1, 6);
      // Tab headings pass through `rewrite`: a group nested in a tab sits below its heading.
      const content = tabs(node, level).flatMap((child) => (isElement(child) ? rewrite(child) : [child]));
      headingLevel = outer;
      return content;
    }
    return [visitChildren(node)];
  };
  const visitChildren = <T extends Parents>(node: T): T => {
    node.children = node.children.flatMap((child): RootContent[] => (isElement(child) ? rewrite(child) : [child])) as T['children'];
    return node;
  };
  visitChildren(root);
}
