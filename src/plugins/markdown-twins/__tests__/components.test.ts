import {describe, expect, it} from 'vitest';
import {pageContent, parsePage} from '../../../utils/pageContent';
import {contentToMarkdown} from '../toMarkdown';

const PAGE_URL = 'https://docusaurus.io/docs/guides/page/';

/** The Markdown of a page whose <main> holds `html`, in the built markup's shape. */
function markdownOf(html: string): string {
  const content = pageContent(parsePage(`<!doctype html><html><body><main>${html}</main></body></html>`));
  if (!content) throw new Error('no main');
  return contentToMarkdown(content, PAGE_URL);
}

const COPY_BUTTON =
  '<div class=buttonGroup__atx><button type=button aria-label="Copy code to clipboard" title=Copy class=clean-btn>' +
  '<span class=copyButtonIcons_eSgA aria-hidden=true><svg viewBox="0 0 24 24"><path d="M19,21H8V7H19"/></svg></span></button></div>';

function codeBlock({language, title, lines, numbered = false}: {language: string; title?: string; lines: string[]; numbered?: boolean}): string {
  const line = (text: string) =>
    numbered
      ? `<span class="token-line codeLine_lJS_"><span class=codeLineNumber_Tfdd></span><span class=codeLineContent_feaV><span class="token plain">${text}</span></span><br></span>`
      : `<span class=token-line><span class="token plain">${text || ''}</span><br></span>`;
  return (
    `<div class="language-${language} codeBlockContainer_Ckt0 theme-code-block" style=--prism-color:#393a34>` +
    (title ? `<div class=codeBlockTitle_Ktv7>${title}</div>` : '') +
    `<div class=codeBlockContent_biex><pre tabindex=0 class="prism-code language-${language} codeBlock_bY9V"><code class=codeBlockLines_e6Vv>` +
    lines.map(line).join('') +
    `</code></pre>${COPY_BUTTON}</div></div>`
  );
}

describe('twin Markdown of the site components', () => {
  it('code block: a fence with the language and the title, the code as written, no copy button', () => {
    const markdown = markdownOf(
      codeBlock({language: 'ts', title: 'docusaurus.config.ts', lines: ['export default {', "  title: 'A &lt;b> site',", '', '};']}),
    );
    expect(markdown).toBe("```ts title=\"docusaurus.config.ts\"\nexport default {\n  title: 'A <b> site',\n\n};\n```\n");
  });

  it('code block with line numbers: the numbers are not part of the code', () => {
    const markdown = markdownOf(codeBlock({language: 'js', lines: ['const a = 1;', 'const b = 2;'], numbered: true}));
    expect(markdown).toBe('```js\nconst a = 1;\nconst b = 2;\n```\n');
  });

  it('code block whose code holds a fence: a longer fence around it', () => {
    const markdown = markdownOf(codeBlock({language: 'md', lines: ['```js', 'x', '```']}));
    expect(markdown).toBe('````md\n```js\nx\n```\n````\n');
  });

  it('live code block: the editor\'s code as a fenced block marked live, without the result pane', () => {
    const markdown = markdownOf(
      '<div data-evaluates-code=true><!--$--><div class=playgroundContainer_X_Ta><div class=playgroundHeader_dyrN>Live Editor</div>' +
        '<div class=playgroundEditor_Q6Y7><pre class="prism-code language-tsx" spellcheck=false>' +
        '<span class=token-line><span class="token keyword">function</span><span class="token plain"> Hello() {</span>\n</span>' +
        '<span class=token-line><span class="token plain">  return &lt;p>Hi&lt;/p>;</span>\n</span>' +
        '<span class=token-line><span class="token plain">}</span>\n</span></pre></div>' +
        '<div class=playgroundHeader_dyrN>Result</div><div class=playgroundPreview_DzOI><div>Loading...</div></div></div><!--/$--></div>',
    );
    expect(markdown).toBe('```tsx live\nfunction Hello() {\n  return <p>Hi</p>;\n}\n```\n');
  });

  it('tabs: a heading per tab, one level below the section, each with its panel (hidden ones too)', () => {
    const markdown = markdownOf(
      '<h2 id=install>Install</h2>' +
        '<div class="tabs-container tabs_h9Wu"><ul role=tablist aria-orientation=horizontal class=tabs>' +
        '<li role=tab tabindex=0 aria-selected=true class="tabs__item tabs__item--active">npm<li role=tab tabindex=-1 aria-selected=false class=tabs__item>Yarn</ul>' +
        '<div class=margin-top--md><div role=tabpanel class=tabItem_Ymn6><p>With npm.</div>' +
        '<div role=tabpanel class=tabItem_Ymn6 hidden>' +
        codeBlock({language: 'bash', lines: ['yarn add react']}) +
        '</div></div></div><p>After the tabs.',
    );
    expect(markdown).toBe('## Install\n\n### npm\n\nWith npm.\n\n### Yarn\n\n```bash\nyarn add react\n```\n\nAfter the tabs.\n');
  });

  it('tabs nested in a tab: their headings one level below the outer tab', () => {
    const group = (labels: string[], panels: string[]) =>
      `<div class=tabs-container><ul role=tablist>${labels.map((label) => `<li role=tab>${label}`).join('')}</ul>` +
      `<div>${panels.map((panel) => `<div role=tabpanel>${panel}</div>`).join('')}</div></div>`;
    const markdown = markdownOf(
      '<h3 id=x>Setup</h3>' + group(['macOS', 'Windows'], [group(['Intel', 'Arm'], ['<p>a', '<p>b']), '<p>c']) + group(['One'], ['<p>d']),
    );
    expect(markdown).toBe('### Setup\n\n#### macOS\n\n##### Intel\n\na\n\n##### Arm\n\nb\n\n#### Windows\n\nc\n\n#### One\n\nd\n');
  });

  it('admonitions: a blockquote opening with the type, or the type and the custom title, in bold', () => {
    const admonition = (type: string, title: string, body: string) =>
      `<div class="theme-admonition theme-admonition-${type} admonition_xJq3 alert alert--secondary">` +
      `<div class=admonitionHeading_Gvgb><span class=admonitionIcon_Rf37><svg viewBox="0 0 14 16"><path d="M6"/></svg></span>${title}</div>` +
      `<div class=admonitionContent_BuS1>${body}</div></div>`;
    expect(markdownOf(admonition('note', 'note', '<p>Worth <strong>knowing</strong>.'))).toBe('> **Note**\n>\n> Worth **knowing**.\n');
    expect(markdownOf(admonition('tip', 'Before you start', '<p>One.<p>Two.'))).toBe(
      '> **Tip: Before you start**\n>\n> One.\n>\n> Two.\n',
    );
    expect(markdownOf(admonition('my-custom-admonition', 'My custom admonition', '<p>Ours.'))).toBe(
      '> **My custom admonition**\n>\n> Ours.\n',
    );
  });

  it('API option table: the caption as a paragraph, then a Markdown table with every row', () => {
    const markdown = markdownOf(
      '<div class="wrapper__Etj options-table-wrapper"><table class=table_jBQ9 data-options-table=plugin-content-docs>' +
        '<caption class=caption_nWXq>Options of @docusaurus/plugin-content-docs</caption>' +
        '<colgroup><col class=nameColumn_xw6B><col><col><col></colgroup>' +
        '<thead><tr><th scope=col>Option<th scope=col>Type<th scope=col>Default<th scope=col>Description</thead><tbody>' +
        '<tr id=path><td class=name_JIL6><code>path</code><span class=required_Ab12>required</span><td><code>string</code><td><code>\'docs\'</code><td>Folder of the docs.' +
        '<tr id=editUrl><td class=name_JIL6><code>edit<wbr>Url</code><td><code>string | function</code><td><span class=none_NPMV>none</span>' +
        '<td>See <a href=../options/#edit>edit links</a>.</tbody></table></div>',
    );
    expect(markdown).toBe(
      'Options of @docusaurus/plugin-content-docs\n\n' +
        '| Option | Type | Default | Description |\n| - | - | - | - |\n' +
        "| `path` (required) | `string` | `'docs'` | Folder of the docs. |\n" +
        '| `editUrl` | `string \\| function` | none | See [edit links](https://docusaurus.io/docs/guides/options/#edit). |\n',
    );
  });

  it('Mermaid diagram: its source as a mermaid code block', () => {
    const markdown = markdownOf(
      '<p>A flow:</p><div hidden data-mermaid-source="">flowchart LR\n  a[Write] --> b[Build]\n  b --> c[(Host)]</div><!-- -->',
    );
    expect(markdown).toBe('A flow:\n\n```mermaid\nflowchart LR\n  a[Write] --> b[Build]\n  b --> c[(Host)]\n```\n');
  });

  it('math: inline formulas between dollars, display formulas as a $$ block, from the TeX KaTeX keeps', () => {
    const katex = (tex: string, display: boolean) =>
      `<span class=katex><span class=katex-mathml><math xmlns=http://www.w3.org/1998/Math/MathML${display ? ' display=block' : ''}>` +
      `<semantics><mrow><mi>x</mi></mrow><annotation encoding=application/x-tex>${tex}</annotation></semantics></math></span>` +
      `<span class=katex-html aria-hidden=true><span class=base>drawn</span></span></span>`;
    const markdown = markdownOf(
      `<p>The area is ${katex('A = \\pi r^2', false)} here.</p><span class=katex-display>${katex('\\sum_{k=1}^{n} k', true)}</span>`,
    );
    expect(markdown).toBe('The area is $A = \\pi r^2$ here.\n\n$$\n\\sum_{k=1}^{n} k\n$$\n');
  });

  it('links and images: absolute, against the page URL', () => {
    const markdown = markdownOf(
      '<p><a href=/docs/installation/>Install</a>, <a href=#options>options</a>, <a href=../cli/>CLI</a>, ' +
        '<a href=https://github.com/facebook/docusaurus>repo</a>.</p><p><img src=/img/logo.svg alt=Logo></p>',
    );
    expect(markdown).toBe(
      '[Install](https://docusaurus.io/docs/installation/), [options](https://docusaurus.io/docs/guides/page/#options), ' +
        '[CLI](https://docusaurus.io/docs/guides/cli/), [repo](https://github.com/facebook/docusaurus).\n\n' +
        '![Logo](https://docusaurus.io/img/logo.svg)\n',
    );
  });

  it('line-break opportunities leave no trace: identifiers stay whole in headings and inline code', () => {
    expect(markdownOf('<h1>docusaurus.<wbr>config.<wbr>js</h1><p><code>sidebar<wbr>Collapsible</code></p>')).toBe(
      '# docusaurus.config.js\n\n`sidebarCollapsible`\n',
    );
  });

  it('headings keep their text, not their anchor links', () => {
    const markdown = markdownOf(
      '<h2 class="anchor anchorWithHideOnScrollNavbar_WYt5" id=react-19>React 19<a href=#react-19 class=hash-link aria-label="Direct link to React 19">&#8203;</a></h2>',
    );
    expect(markdown).toBe('## React 19\n');
  });

  it('doc cards: a list of links with their descriptions, titles without the card emoji', () => {
    const card = (href: string, title: string, description: string) =>
      `<article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer_fWXF" href=${href}>` +
      `<h2 class="text--truncate cardTitle_rnsV" title="${title}">📄️<!-- --> <!-- -->${title}</h2>` +
      `<p class="text--truncate cardDescription_PWke" title="${description}">${description}</p></a></article>`;
    const markdown = markdownOf(
      `<header><h1>Guides</h1><p>Learn the features.</header><article class=margin-top--lg><section class="row list_eTzJ">` +
        card('/docs/creating-pages/', 'Creating pages', 'Add standalone pages.') +
        card('/docs/docs-introduction/', 'Docs', '4 items') +
        '</section></article>',
    );
    expect(markdown).toBe(
      '# Guides\n\nLearn the features.\n\n' +
        '- [Creating pages](https://docusaurus.io/docs/creating-pages/): Add standalone pages.\n' +
        '- [Docs](https://docusaurus.io/docs/docs-introduction/): 4 items\n',
    );
  });

  it('blog post header: title, date line, and each author with a link and title', () => {
    const markdown = markdownOf(
      '<article><header><h1 class=title_f1Hy>Docusaurus 3.7</h1><div class="container_mt6G margin-vert--md"><time datetime=2025-01-03T00:00:00.000Z>January 3, 2025</time> · <!-- -->5 min read</div>' +
        '<div class="margin-top--md margin-bottom--sm row"><div class="col col--12 authorCol_Hf19"><div class="avatar margin-bottom--sm">' +
        '<a class=avatar__photo-link href=/blog/authors/release-team/><img class="avatar__photo" src=/img/authors/release-team.svg alt="Release team"></a>' +
        '<div class="avatar__intro authorDetails_lV9A"><div class=avatar__name><a href=/blog/authors/release-team/><span class=authorName_yefp>Release team</span></a></div>' +
        '<small class=authorTitle_nd0D title="Prepares each release">Prepares each release</small><div class=noSocials_Mkqo></div></div></div></div></div></header>' +
        '<div id=__blog-post-container class=markdown><p>It is out.</div></article>',
    );
    expect(markdown).toBe(
      '# Docusaurus 3.7\n\nJanuary 3, 2025 · 5 min read\n\n' +
        '[Release team](https://docusaurus.io/blog/authors/release-team/), Prepares each release\n\nIt is out.\n',
    );
  });

  it('page chrome and the version notice stay out: breadcrumbs, badge, TOC, edit link, pagination', () => {
    const markdown = markdownOf(
      '<div class="theme-doc-version-banner alert alert--warning" role=alert><p>You are reading the <b>Canary</b> documentation.</div>' +
        '<article><nav class=theme-doc-breadcrumbs aria-label=Breadcrumbs><ul class=breadcrumbs><li><a href=/docs/>Docs</a></ul></nav>' +
        '<span class="theme-doc-version-badge badge badge--secondary">Version: Canary</span>' +
        '<div class="theme-doc-toc-mobile"><button type=button>On this page</button></div>' +
        '<div class="theme-doc-markdown markdown"><header><h1>Page</h1></header><p>Text.</div>' +
        '<footer class=theme-doc-footer><a href=https://github.com/edit>Edit this page</a></footer></article>' +
        '<nav class=pagination-nav aria-label="Docs pages"><a href=/docs/prev/>Previous</a></nav>',
    );
    expect(markdown).toBe('# Page\n\nText.\n');
  });
});
