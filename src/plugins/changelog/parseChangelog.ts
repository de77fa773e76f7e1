/**
 * Turns the one changelog file into entries, and entries into the Markdown
 * documents the wrapped blog plugin reads. Everything here is pure (strings
 * in, values out) so the file format is pinned down by unit tests.
 *
 * File format:
 *
 *     ## <version or title> (<YYYY-MM-DD>)
 *
 *     One or more summary paragraphs: the preview shown in the list.
 *
 *     #### <Kind of change>
 *
 *     - `package`: what changed.
 *
 *     #### Committers
 *
 *     - <author key from authors.yml>
 *
 * Anything before the first `## ` heading is the file's own introduction.
 */

/** Kinds of change an entry may group its items under, in display order. */
export const CHANGE_KINDS = [
  'Breaking Change',
  'New Feature',
  'Bug Fix',
  'Performance',
  'Polish',
  'Documentation',
  'Dependencies',
  'Maintenance',
] as const;

export type ChangeKind = (typeof CHANGE_KINDS)[number];

const COMMITTERS_HEADING = 'Committers';

export type ChangelogSection = {
  kind: ChangeKind;
  /** The Markdown below the kind heading, trimmed. */
  markdown: string;
};

export type ChangelogEntry = {
  /** The version (or title) as written in the heading; also the URL slug. */
  title: string;
  /** Release date, `YYYY-MM-DD`. */
  date: string;
  /** Preview: the Markdown between the heading and the first `####` heading. */
  summary: string;
  /** The rest of the entry, grouped by kind of change, in file order. */
  sections: ChangelogSection[];
  /** Author keys from the `Committers` list. */
  authors: string[];
  /** 1-based line of the `## ` heading, for error messages. */
  line: number;
};

/** A malformed changelog; the message always names the offending line. */
export class ChangelogParseError extends Error {
  readonly line: number;

  constructor(line: number, problem: string) {
    super(`CHANGELOG line ${line}: ${problem}`);
    this.name = 'ChangelogParseError';
    this.line = line;
  }
}

const ENTRY_HEADING = /^## (?<title>.+?) \((?<date>\d{4}-\d{2}-\d{2})\)\s*$/;
const KIND_HEADING = /^#### (?<kind>.+?)\s*$/;
const LIST_ITEM = /^- (?<text>.+?)\s*$/;
const AUTHOR_KEY = /^[a-z0-9][a-z0-9-]*$/;

function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(date);
}

function isChangeKind(value: string): value is ChangeKind {
  return (CHANGE_KINDS as readonly string[]).includes(value);
}

type Block = {heading: string; line: number; body: {text: string; line: number}[]};

/** Splits an entry's lines at its `####` headings; the first block is the summary. */
function splitBlocks(lines: {text: string; line: number}[]): {summary: Block; rest: Block[]} {
  const summary: Block = {heading: '', line: lines[0]?.line ?? 0, body: []};
  const rest: Block[] = [];
  let current = summary;
  for (const entry of lines) {
    const kind = KIND_HEADING.exec(entry.text);
    if (kind?.groups) {
      current = {heading: kind.groups.kind, line: entry.line, body: []};
      rest.push(current);
    } else {
      current.body.push(entry);
    }
  }
  return {summary, rest};
}

function joinBody(block: Block): string {
  return block.body
    .map(({text}) => text)
    .join('\n')
    .trim();
}

function parseEntry(heading: {title: string; date: string; line: number}, lines: {text: string; line: number}[]): ChangelogEntry {
  const {summary, rest} = splitBlocks(lines);
  const summaryText = joinBody(summary);
  if (summaryText === '') {
    throw new ChangelogParseError(heading.line, `entry "${heading.title}" has no summary before its first "####" heading`);
  }

  const sections: ChangelogSection[] = [];
  let authors: string[] | undefined;
  for (const block of rest) {
    if (block.heading === COMMITTERS_HEADING) {
      if (authors) {
        throw new ChangelogParseError(block.line, `entry "${heading.title}" has a second Committers list`);
      }
      authors = block.body
        .filter(({text}) => text.trim() !== '')
        .map(({text, line}) => {
          const key = LIST_ITEM.exec(text)?.groups?.text;
          if (!key || !AUTHOR_KEY.test(key)) {
            throw new ChangelogParseError(line, `a Committers item must be "- <author-key>", got "${text}"`);
          }
          return key;
        });
      continue;
    }
    if (!isChangeKind(block.heading)) {
      throw new ChangelogParseError(
        block.line,
        `unknown kind of change "${block.heading}" (expected one of: ${CHANGE_KINDS.join(', ')}, ${COMMITTERS_HEADING})`,
      );
    }
    const markdown = joinBody(block);
    if (markdown === '') {
      throw new ChangelogParseError(block.line, `section "${block.heading}" of "${heading.title}" is empty`);
    }
    sections.push({kind: block.heading, markdown});
  }

  if (!authors || authors.length === 0) {
    throw new ChangelogParseError(heading.line, `entry "${heading.title}" has no Committers list`);
  }
  if (sections.length === 0) {
    throw new ChangelogParseError(heading.line, `entry "${heading.title}" lists no changes`);
  }

  return {
    title: heading.title,
    date: heading.date,
    summary: summaryText,
    sections,
    authors,
    line: heading.line,
  };
}

/** Parses the changelog file; throws a ChangelogParseError on the first problem. */
export function parseChangelog(source: string): ChangelogEntry[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const entries: ChangelogEntry[] = [];
  const firstLineOfTitle = new Map<string, number>();
  let heading: {title: string; date: string; line: number} | undefined;
  let body: {text: string; line: number}[] = [];
  let inFence = false;

  const flush = () => {
    if (heading) {
      entries.push(parseEntry(heading, body));
    }
  };

  lines.forEach((text, index) => {
    const line = index + 1;
    // A fenced code block may show a "## " line as an example: it is content.
    if (/^\s*(```|~~~)/.test(text)) {
      inFence = !inFence;
    }
    if (inFence || !text.startsWith('## ')) {
      if (heading) {
        body.push({text, line});
      }
      return;
    }
    const match = ENTRY_HEADING.exec(text);
    if (!match?.groups) {
      throw new ChangelogParseError(line, `entry heading must read "## <version> (<YYYY-MM-DD>)", got "${text}"`);
    }
    const {title, date} = match.groups;
    if (!isRealDate(date)) {
      throw new ChangelogParseError(line, `"${date}" is not a valid date`);
    }
    const previous = firstLineOfTitle.get(title);
    if (previous !== undefined) {
      throw new ChangelogParseError(line, `duplicate entry "${title}" (first defined on line ${previous})`);
    }
    firstLineOfTitle.set(title, line);
    flush();
    heading = {title, date, line};
    body = [];
  });
  flush();

  if (entries.length === 0) {
    throw new ChangelogParseError(1, 'the changelog has no "## <version> (<YYYY-MM-DD>)" entry');
  }
  return entries;
}

/**
 * Publication timestamps for the blog plugin, which sorts by date only.
 * Releases sharing a day keep their file order (newest first) by giving the
 * earlier line a later second of that day; the displayed day is unchanged.
 */
export function entryTimestamps(entries: readonly ChangelogEntry[]): Map<ChangelogEntry, string> {
  const byDate = new Map<string, ChangelogEntry[]>();
  for (const entry of entries) {
    byDate.set(entry.date, [...(byDate.get(entry.date) ?? []), entry]);
  }
  const timestamps = new Map<ChangelogEntry, string>();
  for (const [date, sameDay] of byDate) {
    sameDay.forEach((entry, index) => {
      const seconds = sameDay.length - 1 - index;
      const time = new Date(Date.parse(`${date}T00:00:00Z`) + seconds * 1000);
      timestamps.set(entry, time.toISOString());
    });
  }
  return timestamps;
}

/** A file name for an entry's generated document (titles may contain spaces). */
export function entryFileName(entry: ChangelogEntry): string {
  return `${entry.title.toLowerCase().replace(/[^a-z0-9.-]+/g, '-')}.mdx`;
}

/** Anchor ids must stay unique when several entries share a list page. */
function sectionAnchor(entry: ChangelogEntry, kind: ChangeKind): string {
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug(kind)}-${slug(entry.title)}`;
}

/** Plain-text version of the summary, for meta descriptions and feeds. */
export function plainSummary(entry: ChangelogEntry): string {
  return entry.summary
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

export type EntryDocumentOptions = {
  /** ISO timestamp to publish the entry under (see entryTimestamps). */
  timestamp: string;
};

/** The blog plugin's truncation marker, as MDX writes it: lists show what comes before it. */
export const TRUNCATE_MARKER = '{/* truncate */}';

/**
 * The MDX document for one entry: front matter for the blog plugin, the
 * summary, the truncation marker, then the changes. The entry's page shows
 * all of it; list pages show the summary and a link to the entry, and load
 * only that part of each entry's content.
 */
export function entryDocument(entry: ChangelogEntry, {timestamp}: EntryDocumentOptions): string {
  const frontMatter = [
    '---',
    `title: ${JSON.stringify(entry.title)}`,
    `slug: ${JSON.stringify(`/${entry.title}`)}`,
    `date: ${timestamp}`,
    `authors: ${JSON.stringify(entry.authors)}`,
    `description: ${JSON.stringify(plainSummary(entry))}`,
    '---',
  ];
  const sections = entry.sections.flatMap(({kind, markdown}) => [
    `## ${kind} {#${sectionAnchor(entry, kind)}}`,
    '',
    markdown,
    '',
  ]);
  // Every entry lists changes (parseChangelog refuses one that does not): there is always something to cut.
  return [...frontMatter, '', entry.summary, '', TRUNCATE_MARKER, '', ...sections].join('\n');
}
