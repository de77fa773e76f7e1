/**
 * The hosted service's `facetFilters`: a list of conditions that must all
 * hold, where a nested list holds if any of its conditions does. DocSearch
 * sends `['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]`.
 */

export type FacetFilterInput = string | readonly (string | readonly string[])[];

export type FacetCondition = {attribute: string; value: string; negated: boolean};

/** Conditions in conjunctive normal form: every group must have a condition that holds. */
export type FacetFilter = FacetCondition[][];

function parseCondition(raw: string): FacetCondition | null {
  const separator = raw.indexOf(':');
  if (separator <= 0) return null;
  let attribute = raw.slice(0, separator).trim();
  let value = raw.slice(separator + 1).trim();
  let negated = false;
  if (attribute.startsWith('-')) {
    negated = true;
    attribute = attribute.slice(1);
  } else if (value.startsWith('-')) {
    negated = true;
    value = value.slice(1);
  }
  // A leading backslash escapes a value that really starts with a dash.
  if (value.startsWith('\\-')) value = value.slice(1);
  return {attribute, value, negated};
}

export function parseFacetFilters(input: FacetFilterInput | undefined | null): FacetFilter {
  if (input === undefined || input === null) return [];
  const groups = typeof input === 'string' ? [input] : input;
  const filter: FacetFilter = [];
  for (const group of groups) {
    const conditions = (typeof group === 'string' ? [group] : group)
      .map(parseCondition)
      .filter((condition): condition is FacetCondition => condition !== null);
    if (conditions.length > 0) filter.push(conditions);
  }
  return filter;
}

/** The value of a facet for a record or a shard; undefined when it has none. */
export type FacetLookup = (attribute: string) => string | null | undefined;

function conditionHolds(condition: FacetCondition, lookup: FacetLookup): boolean {
  const actual = lookup(condition.attribute);
  const equal = actual !== undefined && actual !== null && actual === condition.value;
  return condition.negated ? !equal : equal;
}

export function matchesFacetFilter(filter: FacetFilter, lookup: FacetLookup): boolean {
  return filter.every((group) => group.some((condition) => conditionHolds(condition, lookup)));
}

/**
 * Whether a group of the index may hold records passing the filter. A group
 * knows only its language and tag: conditions on other attributes are left
 * to the records.
 */
export function groupMayMatch(filter: FacetFilter, group: {language: string; tag: string}): boolean {
  const known: Record<string, string> = {language: group.language, docusaurus_tag: group.tag};
  return filter.every((group) =>
    group.some((condition) =>
      condition.attribute in known
        ? conditionHolds(condition, (attribute) => known[attribute])
        : true,
    ),
  );
}
