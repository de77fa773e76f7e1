/** Starting points offered by the MDX playground on /docs/playground/. */
export type PlaygroundExample = {id: string; label: string; source: string};

const overview = `## Release checklist

Markdown and **JSX** mix freely: this list is Markdown, the badge is JSX.
<span className="badge badge--secondary">ready</span>

1. Write the release notes
2. Tag the version
3. ~~Announce it by fax~~ Post it on the blog

:::tip[Try it]

Edit anything on the left; the preview follows as you type.

:::

\`\`\`js title="docusaurus.config.js" {3}
export default {
  title: 'My site',
  url: 'https://example.com',
};
\`\`\`
`;

const admonitions = `:::note

A **note**, with Markdown inside.

:::

:::info[Custom title]

Titles go in square brackets after the keyword.

:::

:::warning

Check the version before you upgrade.

:::

:::danger{title="Attribute title"}

A title can also be given as an attribute.

:::

::::my-custom-admonition

This site's own keyword, with a nested one:

:::caution

Nested admonitions need one more colon on the outer fence.

:::

::::
`;

const codeBlocks = `\`\`\`ts title="src/greet.ts" showLineNumbers
export function greet(name: string): string {
  // highlight-next-line
  return \`Hello, \${name}!\`;
}

// this-will-error
greet(42);
\`\`\`

\`\`\`jsx live
function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount(count + 1)}>Clicked {count} times</button>;
}
\`\`\`
`;

const tabs = `Tabs and TabItem are provided, no import needed here.

<Tabs groupId="pkg">
  <TabItem value="npm" label="npm" default>

\`\`\`bash
npm run build
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn">

\`\`\`bash
yarn build
\`\`\`

  </TabItem>
</Tabs>

<Details summary="What does the build produce?">

Static HTML, CSS and JavaScript in the \`build\` folder.

</Details>
`;

const diagram = `\`\`\`mermaid
graph LR
  Markdown --> MDX[MDX compiler] --> React[React component] --> HTML
\`\`\`
`;

const expressions = `export const released = ['3.5', '3.6', '3.7'];

Versions released this year: {released.join(', ')}.

Two plus two is {2 + 2}.

<ul>
  {released.map((version) => <li key={version}>Version {version}</li>)}
</ul>
`;

export const playgroundExamples: readonly PlaygroundExample[] = [
  {id: 'overview', label: 'Overview', source: overview},
  {id: 'admonitions', label: 'Admonitions', source: admonitions},
  {id: 'code-blocks', label: 'Code blocks', source: codeBlocks},
  {id: 'tabs', label: 'Tabs and details', source: tabs},
  {id: 'diagram', label: 'Mermaid diagram', source: diagram},
  {id: 'expressions', label: 'Exports and expressions', source: expressions},
];
