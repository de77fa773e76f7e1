import type {ExtractedOption} from './types';

/**
 * The part of Joi's `schema.describe()` output the generator reads. Joi types
 * its description loosely; this narrows it to the fields we rely on, all
 * optional, so an unexpected shape degrades to a vaguer type instead of a crash.
 */
export type SchemaDescription = {
  type?: string;
  flags?: {
    default?: unknown;
    presence?: 'required' | 'optional' | 'forbidden';
    only?: boolean;
    unknown?: boolean;
  };
  keys?: Record<string, SchemaDescription>;
  items?: SchemaDescription[];
  ordered?: SchemaDescription[];
  matches?: AlternativeMatch[];
  /** `schema`/`regex` test the keys, `rule` the values. */
  patterns?: {schema?: SchemaDescription; rule?: SchemaDescription; regex?: string}[];
  whens?: Condition[];
  allow?: unknown[];
  invalid?: unknown[];
  rules?: {name: string; args?: Record<string, unknown>}[];
};

type AlternativeMatch = {
  schema?: SchemaDescription;
  is?: SchemaDescription;
  then?: SchemaDescription;
  otherwise?: SchemaDescription;
};

export type Condition = {
  is?: SchemaDescription;
  then?: SchemaDescription;
  otherwise?: SchemaDescription;
  switch?: {is?: SchemaDescription; then?: SchemaDescription; otherwise?: SchemaDescription}[];
};

/** Anything with Joi's `describe()`; keeps Joi itself out of this module. */
export type DescribableSchema = {describe: () => unknown};

export function describeSchema(schema: DescribableSchema): SchemaDescription {
  const description = schema.describe();
  if (typeof description !== 'object' || description === null) {
    throw new Error('A Joi schema described itself as something other than an object');
  }
  return description as SchemaDescription;
}

/** A schema shape recognised by structure and shown under a readable name. */
export type NamedShape = {label: string; description: SchemaDescription};

/** A default value recognised by equality and shown under a readable name. */
export type ValueLabel = {label: string; value: unknown};

export type ExtractOptions = {
  /** Paths whose children are documented elsewhere (their own table). */
  collapse?: readonly string[];
  namedShapes?: readonly NamedShape[];
  valueLabels?: readonly ValueLabel[];
};

export type Extraction = {
  options: ExtractedOption[];
  /** Keys the schema forbids: removed options kept only to explain the removal. */
  removed: string[];
  /** The root object lets unknown keys through (options passed on unvalidated). */
  allowsUnknownKeys: boolean;
};

/** Flattens an object schema into one row per option, nested keys included. */
export function extractOptions(root: SchemaDescription, settings: ExtractOptions = {}): Extraction {
  const options: ExtractedOption[] = [];
  const removed: string[] = [];
  const collapse = new Set(settings.collapse ?? []);
  const shapes = (settings.namedShapes ?? []).map((shape) => ({
    label: shape.label,
    fingerprint: fingerprint(shape.description),
  }));
  const format = (description: SchemaDescription) => formatType(description, shapes);

  const walk = (objectDescription: SchemaDescription, prefix: string) => {
    for (const [key, child] of Object.entries(objectDescription.keys ?? {})) {
      const name = `${prefix}${key}`;
      if (child.flags?.presence === 'forbidden') {
        removed.push(name);
        continue;
      }
      const defaultValue = resolveDefault(child);
      const type = format(child);
      const row: ExtractedOption = {
        name,
        // Joi checks a RegExp option as a plain object; its default tells which it is.
        type: type === 'object' && isDescribedRegExp(defaultValue.value) ? 'RegExp' : type,
        required: child.flags?.presence === 'required',
      };
      const nested = collapse.has(name) ? undefined : nestedOptions(child);
      // An object's default only repeats the defaults of its own rows.
      const defaultIsRepeated = nested?.separator === '.' && isPlainObject(defaultValue.value);
      if (defaultValue.present && !defaultIsRepeated) {
        row.defaultValue = formatDefault(defaultValue.value, settings.valueLabels ?? []);
      }
      options.push(row);
      if (nested) {
        walk(nested.schema, `${name}${nested.separator}`);
      }
    }
  };

  walk(root, '');
  return {options, removed, allowsUnknownKeys: root.flags?.unknown === true};
}

/**
 * Where an option's own options live: an object's keys, the value shape of a
 * record (`versions.*.label`), the item shape of an array of objects
 * (`redirects[].from`), or the one object form among alternatives.
 */
function nestedOptions(
  description: SchemaDescription,
): {schema: SchemaDescription; separator: '.' | '.*.' | '[].'} | undefined {
  if (hasKeys(description)) {
    return {schema: description, separator: '.'};
  }
  if (description.type === 'object' && description.patterns?.length === 1) {
    const valueSchema = description.patterns[0]?.rule;
    if (valueSchema && hasKeys(valueSchema)) {
      return {schema: valueSchema, separator: '.*.'};
    }
  }
  if (description.type === 'array') {
    const objectItems = (description.items ?? []).filter(hasKeys);
    if (objectItems.length === 1 && objectItems[0]) {
      return {schema: objectItems[0], separator: '[].'};
    }
  }
  if (description.type === 'alternatives') {
    const objectForms = (description.matches ?? [])
      .map((match) => match.schema)
      .filter((schema): schema is SchemaDescription => schema !== undefined && hasKeys(schema));
    if (objectForms.length === 1 && objectForms[0]) {
      return {schema: objectForms[0], separator: '.'};
    }
  }
  return undefined;
}

function hasKeys(description: SchemaDescription): boolean {
  return (
    description.type === 'object' &&
    Object.values(description.keys ?? {}).some((key) => key.flags?.presence !== 'forbidden')
  );
}

type Shape = {label: string; fingerprint: string};

/** Renders what a schema accepts as a TypeScript-like type expression. */
export function formatType(description: SchemaDescription, shapes: readonly Shape[] = []): string {
  const named = shapes.find((shape) => shape.fingerprint === fingerprint(description));
  if (named) {
    return named.label;
  }
  if (description.flags?.only && description.allow) {
    return union(description.allow.map(formatLiteral));
  }
  const base = baseType(description, shapes);
  const extras = (description.allow ?? [])
    // `allow(() => undefined)` is a Joi idiom for "may be undefined", not a value.
    .filter((value) => typeof value !== 'function' && !literalFitsBase(value, base))
    .map(formatLiteral);
  return union([base, ...extras]);
}

function baseType(description: SchemaDescription, shapes: readonly Shape[]): string {
  const format = (child: SchemaDescription) => formatType(child, shapes);
  switch (description.type) {
    case 'boolean': {
      const invalid = description.invalid ?? [];
      if (invalid.includes(true) && !invalid.includes(false)) {
        return 'false';
      }
      if (invalid.includes(false) && !invalid.includes(true)) {
        return 'true';
      }
      return 'boolean';
    }
    case 'object': {
      const pattern = description.patterns?.[0];
      const valueSchema = pattern?.rule;
      if (valueSchema) {
        return `Record<string, ${format(valueSchema)}>`;
      }
      return 'object';
    }
    case 'array': {
      if (description.ordered?.length) {
        return `[${description.ordered.map(format).join(', ')}]`;
      }
      const items = union((description.items ?? []).map(format));
      if (!items) {
        return 'unknown[]';
      }
      return items.includes(' | ') ? `(${items})[]` : `${items}[]`;
    }
    case 'alternatives': {
      const forms = (description.matches ?? []).flatMap((match): string[] => {
        if (match.schema) {
          return [format(match.schema)];
        }
        // A conditional form accepts what its `is` test accepts, then converts it.
        if (match.is) {
          return [format(match.is)];
        }
        return [];
      });
      return union(withoutCustomAny(forms));
    }
    case 'any': {
      const branches = (description.whens ?? []).flatMap((condition) =>
        [condition.then, condition.otherwise].filter(
          (branch): branch is SchemaDescription => branch !== undefined,
        ),
      );
      if (branches.length > 0) {
        return union(branches.map(format));
      }
      return 'any';
    }
    case undefined:
      return 'any';
    default:
      return description.type;
  }
}

/**
 * Joi models "a string that parses as a URL" as an `any` with a custom rule
 * beside a `string` form; the `any` adds nothing a reader can act on.
 */
function withoutCustomAny(forms: string[]): string[] {
  const others = forms.filter((form) => form !== 'any');
  return others.length > 0 ? others : forms;
}

function union(parts: string[]): string {
  const unique: string[] = [];
  for (const part of parts.flatMap((value) => splitTopLevelUnion(value))) {
    if (part && !unique.includes(part)) {
      unique.push(part);
    }
  }
  return unique.join(' | ');
}

/** Splits `a | b` but not `(a | b)[]` or `Record<string, a | b>`. */
function splitTopLevelUnion(type: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (let index = 0; index < type.length; index += 1) {
    const char = type[index];
    if (char === '(' || char === '[' || char === '<' || char === '{') {
      depth += 1;
    } else if (char === ')' || char === ']' || char === '>' || char === '}') {
      depth -= 1;
    }
    if (depth === 0 && type.startsWith(' | ', index)) {
      parts.push(current);
      current = '';
      index += 2;
      continue;
    }
    current += char;
  }
  parts.push(current);
  return parts;
}

function literalFitsBase(value: unknown, base: string): boolean {
  return (
    (typeof value === 'string' && base === 'string') ||
    (typeof value === 'number' && base === 'number') ||
    (typeof value === 'boolean' && base === 'boolean')
  );
}

function formatLiteral(value: unknown): string {
  return typeof value === 'string' ? quote(value) : String(value);
}

function quote(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;
}

/**
 * A default given as a function is a generator Joi calls when the option is
 * missing (`{function}` wraps a literal function default): evaluate it the way
 * Joi would, so the table shows the value the plugin really receives.
 */
export function resolveDefault(description: SchemaDescription): {present: boolean; value: unknown} {
  const flags = description.flags;
  if (!flags || !('default' in flags)) {
    return conditionalDefault(description);
  }
  const raw = flags.default;
  if (typeof raw === 'function') {
    const value: unknown = raw({}, {});
    return {present: value !== undefined, value};
  }
  if (isPlainObject(raw) && Object.keys(raw).length === 1 && typeof raw.function === 'function') {
    return {present: true, value: raw.function};
  }
  return {present: raw !== undefined, value: raw};
}

/**
 * An option whose schema depends on a sibling (`when`) has its default inside
 * the branches; when only one branch sets a default, that is the default.
 */
function conditionalDefault(description: SchemaDescription): {present: boolean; value: unknown} {
  const branchDefaults = (description.whens ?? [])
    .flatMap((condition) => [condition.then, condition.otherwise])
    .filter((branch): branch is SchemaDescription => branch !== undefined)
    .map(resolveDefault)
    .filter((resolved) => resolved.present);
  return branchDefaults.length === 1 && branchDefaults[0]
    ? branchDefaults[0]
    : {present: false, value: undefined};
}

function isDescribedRegExp(value: unknown): boolean {
  return (
    value instanceof RegExp ||
    (isPlainObject(value) && Object.keys(value).length === 1 && typeof value.regex === 'string')
  );
}

/** Renders a default value as a short code literal. */
export function formatDefault(value: unknown, labels: readonly ValueLabel[] = []): string {
  const label = labels.find((candidate) => sameValue(candidate.value, value));
  if (label) {
    return label.label;
  }
  if (typeof value === 'function') {
    return 'built-in function';
  }
  if (typeof value === 'string') {
    return quote(value);
  }
  if (Array.isArray(value)) {
    return `[${value.map((item) => formatDefault(item, labels)).join(', ')}]`;
  }
  if (value instanceof RegExp) {
    return String(value);
  }
  if (isPlainObject(value)) {
    // Joi describes a RegExp default as `{regex: '/…/'}`.
    if (isDescribedRegExp(value)) {
      return String(value.regex);
    }
    const entries = Object.entries(value).map(
      ([key, item]) => `${key}: ${formatDefault(item, labels)}`,
    );
    return entries.length === 0 ? '{}' : `{${entries.join(', ')}}`;
  }
  return String(value);
}

function sameValue(left: unknown, right: unknown): boolean {
  return left === right || (typeof left === 'object' && fingerprintValue(left) === fingerprintValue(right));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof RegExp);
}

/** Structure of a schema without its own flags (default, presence), which vary per use. */
function fingerprint(description: SchemaDescription): string {
  return fingerprintValue({...description, flags: undefined});
}

function fingerprintValue(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    typeof item === 'function' ? `[function ${(item as {name?: string}).name ?? ''}]` : item,
  );
}

/** Steps into a described object schema by key: `childAt(d, 'navbar', 'items')`. */
export function childAt(description: SchemaDescription, ...keys: string[]): SchemaDescription {
  let current = description;
  for (const key of keys) {
    const next = current.keys?.[key];
    if (!next) {
      throw new Error(`The schema has no key "${key}" (path ${keys.join('.')})`);
    }
    current = next;
  }
  return current;
}

/** The single item schema of an array schema. */
export function arrayItem(description: SchemaDescription): SchemaDescription {
  const item = description.items?.[0];
  if (description.type !== 'array' || !item || description.items?.length !== 1) {
    throw new Error('Expected an array schema with one item schema');
  }
  return item;
}

/** The form of an alternatives schema at `index`. */
export function alternative(description: SchemaDescription, index: number): SchemaDescription {
  const match = description.matches?.[index]?.schema;
  if (!match) {
    throw new Error(`The alternatives schema has no form number ${index}`);
  }
  return match;
}

/**
 * For an object schema that switches on a discriminator key (`type` of navbar
 * items), the object schema of one case, merged with the keys declared
 * outside the switch (such as `position`). `value: null` selects the case
 * where the key must be absent.
 */
export function switchCase(
  description: SchemaDescription,
  key: string,
  value: string | null,
): SchemaDescription {
  const cases = description.whens?.flatMap((condition) => condition.switch ?? []) ?? [];
  const match = cases.find((candidate) => {
    const discriminator = candidate.is?.keys?.[key];
    if (!discriminator) {
      return false;
    }
    if (value === null) {
      return discriminator.flags?.presence === 'forbidden';
    }
    if (discriminator.allow?.includes(value)) {
      return true;
    }
    return (discriminator.rules ?? []).some(
      (rule) => rule.name === 'pattern' && rule.args?.regex === value,
    );
  });
  if (!match?.then) {
    throw new Error(`No case where "${key}" is ${value === null ? 'absent' : `"${value}"`}`);
  }
  return {
    ...match.then,
    keys: {...description.keys, ...match.then.keys},
  };
}

/** The `then` or `otherwise` branch of an object's single condition. */
export function conditionBranch(
  description: SchemaDescription,
  branch: 'then' | 'otherwise',
): SchemaDescription {
  const selected = description.whens?.[0]?.[branch];
  if (!selected) {
    throw new Error(`The schema has no "${branch}" branch`);
  }
  return selected;
}
