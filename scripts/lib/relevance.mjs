/**
 * Relevance metrics of a ranked result list against the pages that answer a
 * query: the rank of the first result on an answering page, and from the ranks
 * of a query set hit@k and MRR@10. Pure, shared by the benchmark and its tests.
 */

/** `https://x/docs/cli/#deploy` or `/docs/cli/` -> `/docs/cli/`: a page, without origin, query or anchor. */
export function pagePath(url) {
  const {pathname} = new URL(url, 'http://localhost');
  const decoded = pathname.split('/').map(safeDecode).join('/');
  return decoded.endsWith('/') || decoded.endsWith('.html') ? decoded : `${decoded}/`;
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** 1-based rank of the first result on one of the answer pages, or null when none is listed. */
export function firstAnswerRank(resultUrls, answers) {
  const wanted = new Set(answers.map(pagePath));
  const index = resultUrls.findIndex((url) => wanted.has(pagePath(url)));
  return index < 0 ? null : index + 1;
}

/** hit@1, hit@3, hit@5 and MRR@10 of a list of ranks (null: not found). */
export function summarize(ranks) {
  const count = ranks.length;
  const share = (predicate) => (count ? ranks.filter(predicate).length / count : 0);
  const reciprocal = ranks.reduce((sum, rank) => sum + (rank !== null && rank <= 10 ? 1 / rank : 0), 0);
  return {
    queries: count,
    hit1: share((rank) => rank === 1),
    hit3: share((rank) => rank !== null && rank <= 3),
    hit5: share((rank) => rank !== null && rank <= 5),
    mrr10: count ? reciprocal / count : 0,
  };
}

/**
 * The order in which the DocSearch modal shows hits: grouped by their section
 * (`hierarchy.lvl0`), groups in the order of their first hit.
 */
export function modalOrder(hits) {
  const groups = new Map();
  for (const hit of hits) {
    const group = groups.get(hit.group) ?? [];
    group.push(hit);
    groups.set(hit.group, group);
  }
  return [...groups.values()].flat();
}
