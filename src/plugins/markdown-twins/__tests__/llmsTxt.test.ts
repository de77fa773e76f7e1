import {describe, expect, it} from 'vitest';
import {renderLlmsFull, renderLlmsTxt, type ListedPage} from '../llmsTxt';

const page = (slug: string, title: string, description: string | null): ListedPage => ({
  url: `https://docusaurus.io/docs/${slug}/`,
  twinUrl: `https://docusaurus.io/docs/${slug}.md`,
  title,
  description,
  body: `# ${title}\n\nAbout ${slug}.\n\n## More\n\nText.\n`,
});

const intro = {name: 'Docusaurus', summary: 'A static-site\ngenerator.', notes: ['Pages are also Markdown.']};

describe('llms.txt', () => {
  it('follows the proposal: title, summary blockquote, notes, then sections of [title](twin): description', () => {
    const text = renderLlmsTxt(intro, [
      {title: 'Docs guides', pages: [page('installation', 'Installation', 'Install it.'), page('tabs', 'Tabs [MDX]', null)]},
      {title: 'Empty', pages: []},
      {title: 'API reference', pages: [page('cli', 'CLI', 'Commands\n  of the CLI.')]},
    ]);
    expect(text).toBe(
      '# Docusaurus\n\n> A static-site generator.\n\nPages are also Markdown.\n\n' +
        '## Docs guides\n\n' +
        '- [Installation](https://docusaurus.io/docs/installation.md): Install it.\n' +
        '- [Tabs \\[MDX\\]](https://docusaurus.io/docs/tabs.md)\n\n' +
        '## API reference\n\n- [CLI](https://docusaurus.io/docs/cli.md): Commands of the CLI.\n',
    );
  });
});

describe('llms-full.txt', () => {
  it('holds each page under its title, with its URL, in the order given', () => {
    const text = renderLlmsFull(intro, [page('installation', 'Installation', null), page('cli', 'CLI', null)]);
    expect(text).toBe(
      '# Docusaurus\n\n> A static-site generator.\n\nPages are also Markdown.\n\n' +
        '# Installation\n\nURL: https://docusaurus.io/docs/installation/\n\nAbout installation.\n\n## More\n\nText.\n\n' +
        '# CLI\n\nURL: https://docusaurus.io/docs/cli/\n\nAbout cli.\n\n## More\n\nText.\n',
    );
  });
});
