/**
 * llms.txt (https://llmstxt.org/): the site's name as the title, a summary
 * in a blockquote, then sections listing pages as `[title](url): description`,
 * each URL the page's Markdown twin. llms-full.txt: the pages themselves, one
 * after the other.
 */

export type ListedPage = {
  /** The page's canonical URL. */
  url: string;
  /** Its Markdown twin's URL. */
  twinUrl: string;
  title: string;
  description: string | null;
  /** The twin's content without its front matter. */
  body: string;
};

export type LlmsSection = {title: string; pages: readonly ListedPage[]};

export type LlmsIntro = {
  /** The site's name: the document's title. */
  name: string;
  /** One paragraph on what the site is. */
  summary: string;
  /** Paragraphs after the summary: how to read the lists. */
  notes: readonly string[];
};

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function linkText(text: string): string {
  return oneLine(text).replace(/([\\[\]])/g, '\\$1');
}

function intro({name, summary, notes}: LlmsIntro): string[] {
  return [`# ${oneLine(name)}`, `> ${oneLine(summary)}`, ...notes.map(oneLine)];
}

export function renderLlmsTxt(site: LlmsIntro, sections: readonly LlmsSection[]): string {
  const blocks = intro(site);
  for (const section of sections) {
    if (section.pages.length === 0) continue;
    const items = section.pages.map((page) => {
      const description = page.description ? `: ${oneLine(page.description)}` : '';
      return `- [${linkText(page.title)}](${page.twinUrl})${description}`;
    });
    blocks.push(`## ${oneLine(section.title)}`, items.join('\n'));
  }
  return `${blocks.join('\n\n')}\n`;
}

/** A twin's body without its first-level title, which llms-full.txt writes itself. */
function withoutTitle(body: string): string {
  return body.replace(/^# .*\n+/, '');
}

export function renderLlmsFull(site: LlmsIntro, pages: readonly ListedPage[]): string {
  const blocks = intro(site);
  for (const page of pages) {
    blocks.push(`# ${oneLine(page.title)}\n\nURL: ${page.url}\n\n${withoutTitle(page.body).trim()}`);
  }
  return `${blocks.join('\n\n')}\n`;
}
