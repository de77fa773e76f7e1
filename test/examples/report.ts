import type {Outcome, PageOutcome} from './runChecks';

/** Counts of one page or a whole tree: the columns of the report. */
export type Counts = {checked: number; fragments: number; notCheckable: number; failing: number};

export function countOutcomes(outcomes: Outcome[]): Counts {
  return {
    checked: outcomes.filter((outcome) => outcome.kind === 'checked').length,
    fragments: outcomes.filter((outcome) => outcome.kind === 'fragment').length,
    notCheckable: outcomes.filter((outcome) => outcome.kind === 'not-checkable').length,
    failing: outcomes.filter((outcome) => outcome.kind === 'checked' && outcome.failures.length > 0).length,
  };
}

function row(label: string, counts: Counts, width: number): string {
  const cells = [counts.checked, counts.fragments, counts.notCheckable, counts.failing].map((count) => String(count).padStart(9));
  return `${label.padEnd(width)}${cells.join('')}`;
}

/** The per-page table of a tree of pages, its totals, and why blocks were not checkable. */
export function formatTable(title: string, pages: PageOutcome[]): string {
  const withBlocks = pages.filter(({outcomes}) => outcomes.length > 0);
  const width = Math.max(title.length, ...withBlocks.map(({page}) => page.file.length)) + 2;
  const header = `${title.padEnd(width)}${['checked', 'fragment', 'not chk', 'failing'].map((name) => name.padStart(9)).join('')}`;
  const all = withBlocks.flatMap(({outcomes}) => outcomes);
  const reasons = new Map<string, number>();
  for (const outcome of all) {
    if (outcome.kind === 'not-checkable') reasons.set(outcome.reason, (reasons.get(outcome.reason) ?? 0) + 1);
  }
  return [
    header,
    ...withBlocks.map(({page, outcomes}) => row(page.file, countOutcomes(outcomes), width)),
    row(`total (${withBlocks.length} pages with code blocks)`, countOutcomes(all), width),
    ...(reasons.size > 0 ? ['Not checkable, by reason:'] : []),
    ...[...reasons].sort((a, b) => b[1] - a[1]).map(([reason, count]) => `  ${String(count).padStart(4)}  ${reason}`),
  ].join('\n');
}

/** Every failing block: page and line, the block, and each tool message with the line it points at. */
export function formatFailures(pages: PageOutcome[]): string {
  return pages
    .flatMap(({outcomes}) => outcomes)
    .flatMap((outcome) => {
      if (outcome.kind !== 'checked' || outcome.failures.length === 0) return [];
      const {block} = outcome;
      const fence = [block.lang, block.meta].filter(Boolean).join(' ');
      return [
        `${block.file}:${block.line}  (code block ${block.index}: \`\`\`${fence})`,
        ...outcome.failures.map((failure) => `  line ${failure.line}: ${failure.message.replace(/\n/g, '\n    ')}`),
      ];
    })
    .join('\n');
}
