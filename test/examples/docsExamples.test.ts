import {beforeAll, describe, expect, test} from 'vitest';
import {CONTENT_ROOTS} from './extract';
import {siteDir} from './frameworkSchemas';
import {countOutcomes, formatFailures, formatTable} from './report';
import {runChecks, type PageOutcome} from './runChecks';

/**
 * Every fenced code block of the docs (current and versioned), the community
 * pages and the blog, checked with the real tools (test/README.md). Prints a
 * table per content folder; fails on any block whose check fails, naming the
 * page, the line and the tool's message.
 *
 * The checkers are checked first, on fixture pages run in the same pass (one
 * TypeScript program, one load of the CLIs): every block of `passes.mdx` must
 * pass, every block of `fails.mdx` must fail with the message its `expect`
 * attribute names.
 *
 * `EXAMPLES_PAGES=docs/guides/blog.mdx,blog/releases npm run test:examples`
 * checks only those pages or folders (and the fixtures), for quick work on a page.
 */

const FIXTURES = 'test/examples/fixtures';
const selected = process.env.EXAMPLES_PAGES?.split(',').map((entry) => entry.trim().replace(/\/$/, ''));
let results: PageOutcome[] = [];

beforeAll(async () => {
  results = await runChecks(siteDir, [...(selected ?? CONTENT_ROOTS), FIXTURES]);
});

function fixture(name: string): PageOutcome {
  const page = results.find((result) => result.page.file === `${FIXTURES}/${name}`);
  if (!page) throw new Error(`fixture ${name} not found`);
  return page;
}

/** The `expect="…"` of a fixture block's meta string. */
function expectedMessage(meta: string): string | undefined {
  return /(?:^|\s)expect="(?<text>(?:[^"\\]|\\.)*)"/.exec(meta)?.groups?.text.replace(/\\"/g, '"');
}

describe('the checkers', () => {
  test('accept correct examples, and count a fragment without checking it', () => {
    const page = fixture('passes.mdx');
    expect(formatFailures([page])).toBe('');
    expect(countOutcomes(page.outcomes)).toMatchObject({fragments: 1, notCheckable: 0, failing: 0});
  });

  test('reject each wrong example with the tool message it deserves', () => {
    const {outcomes} = fixture('fails.mdx');
    expect(outcomes.length).toBeGreaterThan(20);
    for (const outcome of outcomes) {
      const {block} = outcome;
      const expected = expectedMessage(block.meta);
      expect(expected, `${block.file}:${block.line} has no expect="…"`).toBeDefined();
      const messages = outcome.kind === 'checked' ? outcome.failures.map((failure) => failure.message) : [];
      expect(
        messages.some((message) => message.includes(expected ?? '')),
        `${block.file}:${block.line} should fail with "${expected}", got: ${messages.join(' | ') || 'no failure'}`,
      ).toBe(true);
    }
  });

  test('point at the line of the mistake', () => {
    const misspelled = fixture('fails.mdx').outcomes.find((outcome) => outcome.block.index === 1);
    expect(misspelled?.kind === 'checked' && misspelled.failures.map((failure) => failure.line)).toContain(
      (misspelled?.block.line ?? 0) + 4,
    );
  });
});

describe('code examples', () => {
  // With EXAMPLES_PAGES, only the folders holding a selected page have a test.
  const roots = CONTENT_ROOTS.filter(
    (root) => !selected || selected.some((entry) => entry === root || entry.startsWith(`${root}/`) || root.startsWith(`${entry}/`)),
  );
  test.each(roots)('%s', (root) => {
    const pages = results.filter(({page}) => page.file.startsWith(`${root}/`));
    expect(pages.length, `no page found under ${root}/`).toBeGreaterThan(0);
    console.log(`\n${formatTable(`${root}/`, pages)}`);
    const failing = countOutcomes(pages.flatMap(({outcomes}) => outcomes)).failing;
    if (failing > 0) {
      throw new Error(`${failing} code example(s) under ${root}/ fail:\n${formatFailures(pages)}`);
    }
  });
});
