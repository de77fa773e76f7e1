import type {ShowcaseSite} from '../data/showcase/sites';
import {SHOWCASE_TAG_IDS, isShowcaseTagId, type ShowcaseTagId} from '../data/showcase/tags';

/**
 * The showcase's filter state and the pure functions around it. The state
 * lives in the URL query so a filtered view can be shared and survives a
 * reload; everything here must therefore accept whatever a visitor types in
 * the address bar.
 */

export type ShowcaseOperator = 'AND' | 'OR';

export type ShowcaseQuery = {
  /** Selected tags, unique, in the canonical order of `SHOWCASE_TAG_IDS`. */
  tags: readonly ShowcaseTagId[];
  operator: ShowcaseOperator;
  /** Text matched against site names; empty means no name filter. */
  name: string;
};

export const DEFAULT_SHOWCASE_QUERY: ShowcaseQuery = {tags: [], operator: 'OR', name: ''};

/** Longer names cannot match any title; the cap keeps hostile URLs cheap. */
export const MAX_NAME_LENGTH = 100;

function canonicalTags(tags: Iterable<string>): ShowcaseTagId[] {
  const wanted = new Set(tags);
  return SHOWCASE_TAG_IDS.filter((tag) => wanted.has(tag));
}

/** Reads the state from `location.search`; unknown or malformed parts fall back to defaults. */
export function parseShowcaseQuery(search: string): ShowcaseQuery {
  const params = new URLSearchParams(search);
  // `tags=a,b` is accepted as well as the repeated `tags=a&tags=b` we write.
  const tags = canonicalTags(
    params
      .getAll('tags')
      .flatMap((value) => value.split(','))
      .map((value) => value.trim())
      .filter(isShowcaseTagId),
  );
  const operator: ShowcaseOperator =
    params.get('operator')?.trim().toUpperCase() === 'AND' ? 'AND' : 'OR';
  const name = (params.get('name') ?? '').slice(0, MAX_NAME_LENGTH);
  return {tags, operator, name};
}

/**
 * Writes the state as a query string (with its `?`, or empty for the default
 * state). Parameters that hold their default value are left out so shared
 * links stay short; parameters of other features in `existing` are kept.
 */
export function serializeShowcaseQuery(query: ShowcaseQuery, existing = ''): string {
  const params = new URLSearchParams(existing);
  params.delete('tags');
  params.delete('operator');
  params.delete('name');
  for (const tag of canonicalTags(query.tags)) {
    params.append('tags', tag);
  }
  if (query.operator === 'AND') {
    params.set('operator', 'AND');
  }
  const name = query.name.slice(0, MAX_NAME_LENGTH);
  if (name.trim() !== '') {
    params.set('name', name);
  }
  const serialized = params.toString();
  return serialized ? `?${serialized}` : '';
}

export function toggleTag(query: ShowcaseQuery, tag: ShowcaseTagId): ShowcaseQuery {
  const tags = query.tags.includes(tag)
    ? query.tags.filter((selected) => selected !== tag)
    : canonicalTags([...query.tags, tag]);
  return {...query, tags};
}

/** Lower case without accents, so "creme" finds "Crème". */
export function normalizeForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

export function matchesTags(
  site: ShowcaseSite,
  tags: readonly ShowcaseTagId[],
  operator: ShowcaseOperator,
): boolean {
  if (tags.length === 0) {
    return true;
  }
  return operator === 'AND'
    ? tags.every((tag) => site.tags.includes(tag))
    : tags.some((tag) => site.tags.includes(tag));
}

export function matchesName(site: ShowcaseSite, name: string): boolean {
  const needle = normalizeForSearch(name);
  return needle === '' || normalizeForSearch(site.title).includes(needle);
}

export function filterSites(
  sites: readonly ShowcaseSite[],
  query: ShowcaseQuery,
): ShowcaseSite[] {
  return sites.filter(
    (site) => matchesTags(site, query.tags, query.operator) && matchesName(site, query.name),
  );
}

/** Favourites first, then alphabetical by name, ignoring case and accents. */
export function sortSites(sites: readonly ShowcaseSite[]): ShowcaseSite[] {
  return [...sites].sort((a, b) => {
    const favouriteOrder =
      Number(b.tags.includes('favorite')) - Number(a.tags.includes('favorite'));
    if (favouriteOrder !== 0) {
      return favouriteOrder;
    }
    return normalizeForSearch(a.title).localeCompare(normalizeForSearch(b.title), 'en');
  });
}
