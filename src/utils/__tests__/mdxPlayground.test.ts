import {evaluate} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import {describePlaygroundError, playgroundRemarkPlugins} from '../mdxPlayground';

/*
 * A minimal JSX runtime that renders straight to an HTML string, so the tests
 * see exactly which elements and props the compiled MDX produces without a DOM.
 */
type Props = Record<string, unknown> & {children?: unknown};
type Element = {html: string};
type Component = (props: Props) => Element;

const Fragment = Symbol('Fragment');

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function childrenHtml(children: unknown): string {
  if (children === null || children === undefined || typeof children === 'boolean') {
    return '';
  }
  if (Array.isArray(children)) {
    return children.map(childrenHtml).join('');
  }
  if (typeof children === 'object' && 'html' in children) {
    return String((children as Element).html);
  }
  return escape(String(children));
}

function jsx(type: string | symbol | Component, props: Props): Element {
  if (typeof type === 'function') {
    return type(props);
  }
  const inner = childrenHtml(props.children);
  if (type === Fragment) {
    return {html: inner};
  }
  const attributes = Object.entries(props)
    .filter(([name, value]) => name !== 'children' && value !== undefined)
    .map(([name, value]) => ` ${name === 'className' ? 'class' : name}="${escape(String(value))}"`)
    .join('');
  return {html: `<${String(type)}${attributes}>${inner}</${String(type)}>`};
}

const runtime = {Fragment, jsx, jsxs: jsx};

/** Stand-ins for the theme components that print the props they receive. */
const components: Record<string, Component> = {
  admonition: ({type, title, children}) => jsx('aside', {'data-type': type, 'data-title': title ?? '', children}),
  mermaid: ({value}) => jsx('figure', {'data-mermaid': value}),
  code: ({className, metastring, live, children}) =>
    jsx('code', {'data-class': className ?? '', 'data-meta': metastring ?? '', 'data-live': live ?? '', children}),
  Tabs: ({children}) => jsx('div', {'data-tabs': '', children}),
  TabItem: ({value, children}) => jsx('section', {'data-tab': value, children}),
};

async function render(source: string): Promise<string> {
  // The runtime above is deliberately not React's: the cast only widens its types.
  const options = {...runtime, remarkPlugins: playgroundRemarkPlugins} as unknown as Parameters<typeof evaluate>[1];
  const {default: Content} = await evaluate(source, options);
  return (Content({components}) as unknown as Element).html;
}

describe('playground pipeline', () => {
  it('turns admonition directives into admonition elements with type and title', async () => {
    const html = await render(':::tip[Read this]\n\nBody **text**.\n\n:::\n\n:::danger\n\nCareful\n\n:::');
    expect(html).toContain('<aside data-type="tip" data-title="Read this"><p>Body <strong>text</strong>.</p></aside>');
    expect(html).toContain('<aside data-type="danger" data-title=""><p>Careful</p></aside>');
  });

  it('supports the title attribute, the custom keyword and nesting', async () => {
    const html = await render(
      '::::my-custom-admonition{title="Outer"}\n\nA\n\n:::note\n\nInner\n\n:::\n\n::::',
    );
    expect(html).toBe(
      '<aside data-type="my-custom-admonition" data-title="Outer"><p>A</p><aside data-type="note" data-title=""><p>Inner</p></aside></aside>',
    );
  });

  it('leaves unknown container directives alone but prints unused text directives back', async () => {
    const html = await render('Meet at 10:30 or see:here.');
    expect(html).toBe('<p>Meet at 10:30 or see:here.</p>');
  });

  it('passes the code fence meta string and the live flag to the code component', async () => {
    const html = await render('```jsx title="App.jsx" {2} live\nconst a = 1;\nconst b = 2;\n```');
    expect(html).toContain('data-class="language-jsx"');
    expect(html).toContain('data-meta="title=&quot;App.jsx&quot; {2} live"');
    expect(html).toContain('data-live="true"');
  });

  it('renders Mermaid fences through the mermaid component', async () => {
    const html = await render('```mermaid\ngraph TD;\n  A-->B;\n```');
    expect(html).toBe('<figure data-mermaid="graph TD;\n  A--&gt;B;"></figure>');
  });

  it('enables GitHub-flavoured Markdown (tables, strikethrough)', async () => {
    const html = await render('| a | b |\n| - | - |\n| 1 | 2 |\n\n~~gone~~');
    expect(html).toContain('<table>');
    expect(html).toContain('<del>gone</del>');
  });

  it('drops provided theme imports and keeps exports in the same block', async () => {
    const html = await render(
      "import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\nexport const who = 'you';\n\n<Tabs><TabItem value=\"a\">Hi {who}</TabItem></Tabs>",
    );
    expect(html).toBe('<div data-tabs=""><section data-tab="a">Hi you</section></div>');
  });

  it.each([
    "import confetti from 'canvas-confetti';",
    "import {Tabs} from '@theme/Tabs';",
    "import MyTabs from '@theme/Tabs';",
  ])('reports %j as an error naming the module', async (line) => {
    await expect(render(`${line}\n\nText`)).rejects.toThrow(/Cannot import ".+" in the playground/);
  });

  it('reports syntax errors with their position when the parser knows it', async () => {
    const error = await render('Text\n\n{1 +}\n').catch((caught: unknown) => caught);
    expect(describePlaygroundError(error)).toEqual({
      message: 'Could not parse expression with acorn',
      line: 3,
      column: 5,
    });
  });

  it('still describes errors without a position', async () => {
    const error = await render('# Title\n\n<div>\n\nunclosed').catch((caught: unknown) => caught);
    const described = describePlaygroundError(error);
    expect(described.message).toMatch(/Expected a closing tag for `<div>`/);
    expect(described.line).toBeNull();
  });
});

describe('describePlaygroundError', () => {
  it('handles plain errors, strings and odd values', () => {
    expect(describePlaygroundError(new TypeError('boom'))).toEqual({message: 'boom', line: null, column: null});
    expect(describePlaygroundError('bad')).toEqual({message: 'bad', line: null, column: null});
    expect(describePlaygroundError({})).toEqual({message: 'Unknown error', line: null, column: null});
    expect(describePlaygroundError(null)).toEqual({message: 'null', line: null, column: null});
  });
});
