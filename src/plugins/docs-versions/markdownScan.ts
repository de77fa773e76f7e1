/**
 * Splits a Markdown/MDX source into the parts that are prose (where links are
 * rendered) and the parts that are code (shown to readers as they are). The
 * snapshot tools rewrite prose only: a `/docs/intro` inside a code example is
 * an example for the reader's own site, not a link of ours.
 */
export type Segment = {text: string; isCode: boolean};

const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})/;

function closesFence(line: string, fence: string): boolean {
  const trimmed = line.trim();
  const marker = fence[0] ?? '`';
  return trimmed.length >= fence.length && [...trimmed].every((character) => character === marker);
}

/** Splits one prose line at inline code spans (backtick runs of equal length). */
function splitInlineCode(line: string): Segment[] {
  const segments: Segment[] = [];
  let prose = '';
  let index = 0;
  while (index < line.length) {
    if (line[index] !== '`') {
      prose += line[index];
      index += 1;
      continue;
    }
    let runEnd = index;
    while (line[runEnd] === '`') {
      runEnd += 1;
    }
    const run = line.slice(index, runEnd);
    // The span ends at the next run of exactly the same length.
    let search = runEnd;
    let closing = -1;
    while (search < line.length) {
      const next = line.indexOf(run, search);
      if (next === -1) {
        break;
      }
      const before = line[next - 1];
      const after = line[next + run.length];
      if (before !== '`' && after !== '`') {
        closing = next;
        break;
      }
      search = next + run.length;
    }
    if (closing === -1) {
      // An unmatched backtick run is literal text.
      prose += run;
      index = runEnd;
      continue;
    }
    if (prose) {
      segments.push({text: prose, isCode: false});
      prose = '';
    }
    segments.push({text: line.slice(index, closing + run.length), isCode: true});
    index = closing + run.length;
  }
  if (prose) {
    segments.push({text: prose, isCode: false});
  }
  return segments;
}

/**
 * Front matter and fenced code blocks are code; other lines are prose with
 * their inline code spans cut out. Joining every segment's text gives back
 * the source unchanged.
 */
export function segmentMarkdown(source: string): Segment[] {
  const lines = source.split(/(?<=\n)/);
  const segments: Segment[] = [];
  let fence: string | null = null;
  let inFrontMatter = lines[0]?.trimEnd() === '---';

  lines.forEach((line, lineIndex) => {
    if (inFrontMatter) {
      segments.push({text: line, isCode: true});
      if (lineIndex > 0 && line.trimEnd() === '---') {
        inFrontMatter = false;
      }
      return;
    }
    if (fence !== null) {
      segments.push({text: line, isCode: true});
      if (closesFence(line, fence)) {
        fence = null;
      }
      return;
    }
    const opening = FENCE_OPEN.exec(line);
    if (opening?.[1]) {
      fence = opening[1];
      segments.push({text: line, isCode: true});
      return;
    }
    segments.push(...splitInlineCode(line));
  });
  return segments;
}
