import {Joi} from '@docusaurus/utils-validation';
import {describe, expect, it} from 'vitest';
import {
  childAt,
  conditionBranch,
  describeSchema,
  extractOptions,
  formatDefault,
  switchCase,
  type SchemaDescription,
} from '../extract';

/** A small plugin-like schema with every construct the real schemas use. */
const fixture = Joi.object({
  path: Joi.string().default('notes'),
  routeBasePath: Joi.alternatives().try(Joi.string().required().allow('')).default('notes'),
  sidebarPath: Joi.alternatives().try(Joi.boolean().invalid(true), Joi.string()),
  perPage: Joi.alternatives()
    .try(Joi.equal('ALL').required(), Joi.number().integer().min(1).required())
    .default(10),
  onProblem: Joi.string().equal('ignore', 'warn', 'throw').default('warn'),
  archive: Joi.string().allow(null).default('archive'),
  generator: Joi.function().default(() => function defaultGenerator() {}),
  lazyNothing: Joi.string().default(() => undefined),
  marker: Joi.object().default(/<!--\s*more\s*-->/),
  feed: Joi.object({
    type: Joi.array().items(Joi.string().equal('rss', 'atom')).default(['rss']),
    limit: Joi.alternatives().try(Joi.number(), Joi.valid(null), Joi.valid(false)).default(20),
  }).default({type: ['rss'], limit: 20}),
  versions: Joi.object()
    .pattern(Joi.string(), Joi.object({label: Joi.string(), banner: Joi.string().equal('none', 'old')}))
    .default({}),
  redirects: Joi.array()
    .items(Joi.object({from: Joi.string(), to: Joi.string().required()}))
    .default([]),
  admonitions: Joi.alternatives()
    .try(Joi.boolean().required(), Joi.object({keywords: Joi.array().items(Joi.string())}).required())
    .default(true),
  trackingID: Joi.alternatives()
    .try(
      Joi.alternatives().conditional(Joi.string().required(), {then: Joi.custom((value) => [value])}),
      Joi.array().items(Joi.string().required()),
    )
    .required(),
  oldOption: Joi.any().forbidden().messages({'any.unknown': 'oldOption was removed'}),
});

const extraction = extractOptions(describeSchema(fixture));
const byName = (name: string) => {
  const option = extraction.options.find((candidate) => candidate.name === name);
  if (!option) {
    throw new Error(`No option named ${name}`);
  }
  return option;
};

describe('extractOptions on a schema fixture', () => {
  it('lists options in schema order, nested options after their parent', () => {
    expect(extraction.options.map((option) => option.name)).toEqual([
      'path',
      'routeBasePath',
      'sidebarPath',
      'perPage',
      'onProblem',
      'archive',
      'generator',
      'lazyNothing',
      'marker',
      'feed',
      'feed.type',
      'feed.limit',
      'versions',
      'versions.*.label',
      'versions.*.banner',
      'redirects',
      'redirects[].from',
      'redirects[].to',
      'admonitions',
      'admonitions.keywords',
      'trackingID',
    ]);
  });

  it.each([
    ['path', 'string', "'notes'"],
    ['routeBasePath', 'string', "'notes'"],
    ['sidebarPath', 'false | string', undefined],
    ['perPage', "'ALL' | number", '10'],
    ['onProblem', "'ignore' | 'warn' | 'throw'", "'warn'"],
    ['archive', 'string | null', "'archive'"],
    ['generator', 'function', 'built-in function'],
    ['lazyNothing', 'string', undefined],
    ['marker', 'RegExp', '/<!--\\s*more\\s*-->/'],
    ['feed', 'object', undefined],
    ['feed.type', "('rss' | 'atom')[]", "['rss']"],
    ['feed.limit', 'number | null | false', '20'],
    ['versions', 'Record<string, object>', '{}'],
    ['versions.*.banner', "'none' | 'old'", undefined],
    ['redirects', 'object[]', '[]'],
    ['admonitions', 'boolean | object', 'true'],
    ['trackingID', 'string | string[]', undefined],
  ])('%s has type %s and default %s', (name, type, defaultValue) => {
    const option = byName(name);
    expect(option.type).toBe(type);
    expect(option.defaultValue).toBe(defaultValue);
  });

  it('marks required options, including required keys of nested objects', () => {
    expect(byName('trackingID').required).toBe(true);
    expect(byName('redirects[].to').required).toBe(true);
    expect(byName('redirects[].from').required).toBe(false);
    expect(byName('path').required).toBe(false);
  });

  it('reports forbidden keys as removed instead of listing them', () => {
    expect(extraction.removed).toEqual(['oldOption']);
    expect(extraction.options.some((option) => option.name === 'oldOption')).toBe(false);
  });

  it('tells whether the root object lets unknown keys through', () => {
    expect(extraction.allowsUnknownKeys).toBe(false);
    expect(extractOptions(describeSchema(Joi.object({a: Joi.string()}).unknown())).allowsUnknownKeys).toBe(true);
  });

  it('does not expand collapsed paths', () => {
    const collapsed = extractOptions(describeSchema(fixture), {collapse: ['feed']});
    expect(collapsed.options.some((option) => option.name.startsWith('feed.'))).toBe(false);
    expect(collapsed.options.find((option) => option.name === 'feed')?.defaultValue).toBe(
      "{type: ['rss'], limit: 20}",
    );
  });

  it('names a shape it recognises, whatever default each use gives it', () => {
    const shape = Joi.array().items(Joi.function(), Joi.object());
    const schema = Joi.object({before: shape.default([]), after: shape});
    const named = extractOptions(describeSchema(schema), {
      namedShapes: [{label: 'Plugin[]', description: describeSchema(shape)}],
    });
    expect(named.options.map((option) => option.type)).toEqual(['Plugin[]', 'Plugin[]']);
  });

  it('shows a labelled default by name', () => {
    const theme = {plain: {color: '#fff'}, styles: []};
    const schema = Joi.object({theme: Joi.object().default(theme)});
    const labelled = extractOptions(describeSchema(schema), {valueLabels: [{label: 'themes.night', value: theme}]});
    expect(labelled.options[0]?.defaultValue).toBe('themes.night');
  });

  it('takes the default of an option that depends on a sibling from its only defaulted branch', () => {
    const schema = Joi.object({
      type: Joi.string().allow(null),
      copyright: Joi.when('type', {
        is: Joi.any().valid(null),
        then: Joi.string().optional(),
        otherwise: Joi.string().allow('').default(''),
      }),
    });
    const [, copyright] = extractOptions(describeSchema(schema)).options;
    expect(copyright).toEqual({name: 'copyright', type: 'string', required: false, defaultValue: "''"});
  });
});

describe('formatDefault', () => {
  it.each([
    ['text', "'text'"],
    ["it's", "'it\\'s'"],
    [0.5, '0.5'],
    [null, 'null'],
    [false, 'false'],
    [[], '[]'],
    [{}, '{}'],
    [{a: [1, 'b']}, "{a: [1, 'b']}"],
  ])('renders %j as %s', (value, expected) => {
    expect(formatDefault(value)).toBe(expected);
  });
});

describe('selecting a variant of a switching schema', () => {
  const item = Joi.object({position: Joi.string().default('left')}).when('.', {
    switch: [
      {is: Joi.object({type: Joi.string().required().equal('doc')}).unknown(), then: Joi.object({type: Joi.string(), docId: Joi.string().required()})},
      {
        is: Joi.object({type: Joi.forbidden()}).unknown(),
        then: Joi.object().when('.', {
          is: Joi.object({items: Joi.array().required()}).unknown(),
          then: Joi.object({items: Joi.array()}),
          otherwise: Joi.object({to: Joi.string()}),
        }),
      },
    ],
  });
  const described: SchemaDescription = describeSchema(Joi.object({items: Joi.array().items(item)}));
  const itemDescription = childAt(described, 'items').items?.[0];

  it('merges the keys shared by every case with the keys of the selected case', () => {
    if (!itemDescription) {
      throw new Error('fixture has no item schema');
    }
    const names = extractOptions(switchCase(itemDescription, 'type', 'doc')).options.map((option) => option.name);
    expect(names).toEqual(['position', 'type', 'docId']);
  });

  it('selects the case where the discriminator is absent, then a branch of its condition', () => {
    if (!itemDescription) {
      throw new Error('fixture has no item schema');
    }
    const untyped = switchCase(itemDescription, 'type', null);
    expect(Object.keys(conditionBranch(untyped, 'otherwise').keys ?? {})).toEqual(['to']);
    expect(() => switchCase(itemDescription, 'type', 'missing')).toThrow(/No case/);
  });
});
