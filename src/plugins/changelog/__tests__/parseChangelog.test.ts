import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {
  ChangelogParseError,
  entryDocument,
  TRUNCATE_MARKER,
  entryFileName,
  entryTimestamps,
  parseChangelog,
  plainSummary,
} from '../parseChangelog';

const fixture = fs.readFileSync(path.join(__dirname, '__fixtures__', 'CHANGELOG.md'), 'utf8');

/** Parses and returns the error, failing the test if parsing succeeds. */
function parseError(source: string): ChangelogParseError {
  try {
    parseChangelog(source);
  } catch (error) {
    if (error instanceof ChangelogParseError) {
      return error;
    }
    throw error;
  }
  throw new Error('expected the changelog to be rejected');
}

const minimalEntry = (heading: string) => `${heading}\n\nSummary.\n\n#### Bug Fix\n\n- a fix\n\n#### Committers\n\n- release-team\n`;

describe('parseChangelog', () => {
  const entries = parseChangelog(fixture);

  it('turns each "## version (date)" section into an entry, in file order', () => {
    expect(entries.map(({title, date}) => [title, date])).toEqual([
      ['1.1.0', '2024-03-02'],
      ['1.0.1', '2024-03-02'],
      ['V1 Changelog', '2023-12-31'],
    ]);
    expect(entries.map(({line}) => line)).toEqual([5, 29, 41]);
  });

  it('ends the preview (summary) at the first kind-of-change heading', () => {
    expect(entries[0].summary).toBe('Adds a feature and fixes a bug.\n\nA second paragraph still belongs to the summary.');
    expect(entries[0].sections.map(({kind}) => kind)).toEqual(['New Feature', 'Bug Fix']);
    expect(entries[0].sections[0].markdown).toBe('- `@example/core`: a `--watch` flag.');
  });

  it('keeps "## " lines inside code blocks as content', () => {
    expect(entries[0].sections[1].markdown).toContain('## 9.9.9 (2024-01-01)');
  });

  it('reads the authors from the Committers list and keeps them out of the sections', () => {
    expect(entries.map(({authors}) => authors)).toEqual([['release-team', 'core-team'], ['release-team'], ['core-team']]);
    expect(entries[0].sections.some(({markdown}) => markdown.includes('release-team'))).toBe(false);
  });

  it('rejects a section heading without a date, naming its line', () => {
    const source = `# Log\n\n${minimalEntry('## 1.0.0 (2024-01-01)')}\n## 0.9.0\n\nNo date.\n`;
    const error = parseError(source);
    expect(error.line).toBe(15);
    expect(error.message).toMatch(/^CHANGELOG line 15: entry heading must read/);
  });

  it('rejects an impossible date, naming its line', () => {
    expect(parseError(minimalEntry('## 1.0.0 (2024-02-30)')).message).toBe(
      'CHANGELOG line 1: "2024-02-30" is not a valid date',
    );
  });

  it('rejects a duplicate version, naming both lines', () => {
    const source = `${minimalEntry('## 1.0.0 (2024-01-02)')}\n${minimalEntry('## 1.0.0 (2024-01-01)')}`;
    const error = parseError(source);
    expect(error.line).toBe(13);
    expect(error.message).toBe('CHANGELOG line 13: duplicate entry "1.0.0" (first defined on line 1)');
  });

  it('rejects an entry without summary, committers or a known kind of change', () => {
    expect(parseError('## 1.0.0 (2024-01-01)\n\n#### Bug Fix\n\n- x\n').message).toMatch(/line 1: .*no summary/);
    expect(parseError('## 1.0.0 (2024-01-01)\n\nSummary.\n\n#### Bug Fix\n\n- x\n').message).toMatch(
      /line 1: .*no Committers list/,
    );
    expect(parseError('## 1.0.0 (2024-01-01)\n\nSummary.\n\n#### Bugs\n\n- x\n').message).toMatch(
      /line 5: unknown kind of change "Bugs"/,
    );
    expect(parseError(minimalEntry('## 1.0.0 (2024-01-01)').replace('- release-team', '- Release Team')).message).toMatch(
      /line 11: a Committers item/,
    );
  });
});

describe('entryTimestamps', () => {
  it('keeps file order among releases of the same day without changing the day', () => {
    const entries = parseChangelog(fixture);
    const timestamps = entryTimestamps(entries);
    expect(entries.map((entry) => timestamps.get(entry))).toEqual([
      '2024-03-02T00:00:01.000Z',
      '2024-03-02T00:00:00.000Z',
      '2023-12-31T00:00:00.000Z',
    ]);
  });
});

describe('entryDocument', () => {
  const [feature, , v1] = parseChangelog(fixture);
  const document = entryDocument(feature, {timestamp: '2024-03-02T00:00:01.000Z'});

  it('gives the blog plugin the version as title and slug, the date and the authors', () => {
    expect(document.startsWith(
      [
        '---',
        'title: "1.1.0"',
        'slug: "/1.1.0"',
        'date: 2024-03-02T00:00:01.000Z',
        'authors: ["release-team","core-team"]',
        'description: "Adds a feature and fixes a bug. A second paragraph still belongs to the summary."',
        '---',
      ].join('\n'),
    )).toBe(true);
  });

  it('puts the summary first, then the truncation marker, then the changes, with unique anchors', () => {
    const summaryAt = document.indexOf('Adds a feature');
    const markerAt = document.indexOf(`\n${TRUNCATE_MARKER}\n`);
    expect(summaryAt).toBeGreaterThan(0);
    expect(markerAt).toBeGreaterThan(summaryAt);
    expect(document.indexOf('## New Feature {#new-feature-1-1-0}')).toBeGreaterThan(markerAt);
    expect(document.indexOf('## Bug Fix {#bug-fix-1-1-0}')).toBeGreaterThan(markerAt);
    expect(document.split(TRUNCATE_MARKER)).toHaveLength(2);
  });


  it('names files after the version, also for titles with spaces', () => {
    expect(entryFileName(feature)).toBe('1.1.0.mdx');
    expect(entryFileName(v1)).toBe('v1-changelog.mdx');
    expect(entryDocument(v1, {timestamp: 't'})).toContain('slug: "/V1 Changelog"');
  });

  it('strips code marks and links from the plain summary', () => {
    const [entry] = parseChangelog(minimalEntry('## 1.0.0 (2024-01-01)').replace('Summary.', 'Uses `--flag` and [docs](/docs/).'));
    expect(plainSummary(entry)).toBe('Uses --flag and docs.');
  });
});

describe('the site changelog', () => {
  const siteDir = path.join(__dirname, '..', '..', '..', '..');
  const entries = parseChangelog(fs.readFileSync(path.join(siteDir, 'changelog', 'CHANGELOG.md'), 'utf8'));
  const authorKeys = [...fs.readFileSync(path.join(siteDir, 'changelog', 'authors.yml'), 'utf8').matchAll(/^([a-z0-9-]+):/gm)].map(
    ([, key]) => key,
  );

  it('fills between 101 and 120 entries, so the list has exactly six pages of 20', () => {
    expect(entries.length).toBeGreaterThanOrEqual(101);
    expect(entries.length).toBeLessThanOrEqual(120);
  });

  it('covers the releases the site links to', () => {
    const titles = entries.map(({title}) => title);
    for (const title of ['3.7.0', '3.0.0', '2.0.0', '2.0.0-rc.1', '2.0.0-beta.0', '2.0.0-alpha.19', 'V2 Changelog']) {
      expect(titles).toContain(title);
    }
    expect(titles).not.toContain('3.8.0');
  });

  it('credits only authors defined in the changelog authors file', () => {
    for (const entry of entries) {
      for (const author of entry.authors) {
        expect(authorKeys).toContain(author);
      }
    }
  });
});
