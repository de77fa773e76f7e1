/**
 * Shapes shared by the option-table generator (Node, build time) and the
 * table component (browser). Type-only: importing this file adds no code.
 */

/** One option as the generator read it from a validation schema. */
export type ExtractedOption = {
  /** Dotted path: `feedOptions.type`, `versions.*.label`, `redirects[].from`. */
  name: string;
  /** TypeScript-like rendering of what the schema accepts. */
  type: string;
  required: boolean;
  /** Literal rendering of the default value; absent when there is none. */
  defaultValue?: string;
};

/** An option row as a page shows it: extracted facts plus our description. */
export type OptionRow = ExtractedOption & {
  description: string;
  /**
   * `schema` rows come from the package's validation schema. `manual` rows are
   * written by hand: options a schema passes through without validating, or
   * packages this site does not install.
   */
  origin: 'schema' | 'manual';
};

export type OptionsTable = {
  /** Also the generated file name: `@generated/api-options/default/<id>.json`. */
  id: string;
  /** Prefix of each row's HTML id, so several tables can share a page. */
  anchorPrefix: string;
  rows: OptionRow[];
  /** Options the schema still names only to reject them with a message. */
  removed: string[];
};
