/**
 * Grows a site's content N times, for the search benchmark's scale test
 * (`npm run bench:search -- --scale 10`): for each real page, N-1 pages of
 * its kind (same search group, same outline of headings, paragraphs and code
 * blocks) written from the real pages' own material: sentences, headings and
 * code blocks of other pages of the group, with some identifiers recombined
 * from the parts of real ones (`sidebarItemsGenerator` and `onBrokenAnchors`
 * give `sidebarBrokenAnchors`). New identifiers keep the vocabulary growing
 * as a real site's does (Heaps' law: about the square root of its size),
 * rather than repeating the same words N times. Deterministic: the same
 * pages give the same site.
 */

/** A small seeded generator (mulberry32): the same sequence on every run. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

const IDENTIFIER = /\b[a-z]+(?:[A-Z][a-z0-9]+)+\b/g;
const CAMEL_PART = /[A-Z]?[a-z0-9]+/g;

/** The material of one search group: what synthetic pages are written from. */
function materialOf(pages) {
  const sentences = [];
  const code = [];
  const headings = [];
  const identifiers = new Set();
  for (const page of pages) {
    headings.push(...page.headings.map((heading) => heading.text));
    for (const block of page.blocks) {
      if (block.code) {
        code.push(block.text);
      } else {
        sentences.push(...block.text.split(/(?<=[.!?])\s+/).filter((sentence) => sentence.split(/\s+/).length >= 3));
      }
      for (const identifier of block.text.match(IDENTIFIER) ?? []) identifiers.add(identifier);
    }
  }
  const parts = [...identifiers].map((identifier) => identifier.match(CAMEL_PART) ?? [identifier]);
  return {sentences, code, headings, parts};
}

function pick(next, list) {
  return list[Math.floor(next() * list.length)];
}

/** A new identifier from the head of one real identifier and the tail of another. */
function recombined(next, parts) {
  const first = pick(next, parts);
  const second = pick(next, parts);
  const head = first.slice(0, Math.max(1, Math.ceil(first.length / 2)));
  const tail = second.slice(Math.floor(second.length / 2)).map((part) => part[0].toUpperCase() + part.slice(1));
  return [head[0].toLowerCase() + head[0].slice(1), ...head.slice(1), ...tail].join('');
}

/** Text of about `length` characters from the group's sentences, some identifiers recombined. */
function prose(next, material, length, mutation) {
  let text = '';
  while (text.length < length && material.sentences.length > 0) {
    let sentence = pick(next, material.sentences);
    if (material.parts.length > 1 && next() < mutation) {
      sentence = sentence.replace(IDENTIFIER, (identifier) => (next() < 0.5 ? recombined(next, material.parts) : identifier));
    }
    text += (text ? ' ' : '') + sentence;
  }
  return text || 'Synthetic text.';
}

function codeBlock(next, material, mutation) {
  const text = material.code.length > 0 ? pick(next, material.code) : 'const value = 1;';
  return material.parts.length > 1 && next() < mutation ? text.replace(IDENTIFIER, () => recombined(next, material.parts)) : text;
}

/** The address of the `copy`-th synthetic page written after a real page. */
function syntheticUrl(url, copy) {
  return url.endsWith('/') ? `${url.slice(0, -1)}-s${copy}/` : `${url}-s${copy}`;
}

const slug = (text) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'section';

/**
 * The pages of a site `factor` times the size of `pages`: the real pages,
 * then factor - 1 synthetic pages for each. `mutation` is the share of
 * sentences and code blocks whose identifiers are recombined.
 */
export function growSite(pages, factor, {seed = 1, mutation = 0.35} = {}) {
  const next = random(seed);
  const byGroup = new Map();
  for (const page of pages) {
    const key = `${page.language}\u0000${page.tag}`;
    if (!byGroup.has(key)) byGroup.set(key, []);
    byGroup.get(key).push(page);
  }
  const grown = [...pages];
  for (const groupPages of byGroup.values()) {
    const material = materialOf(groupPages);
    for (let copy = 1; copy < factor; copy += 1) {
      for (const page of groupPages) {
        const headings = page.headings.map((heading, index) => {
          const text = material.headings.length > 0 && next() < 0.7 ? pick(next, material.headings) : heading.text;
          return {level: heading.level, text, anchor: `${slug(text)}-${index}`};
        });
        const titleWords = page.title.split(' ');
        if (titleWords.length > 1 && material.headings.length > 0 && next() < 0.5) {
          titleWords[Math.floor(next() * titleWords.length)] = pick(next, material.headings).split(' ')[0];
        }
        grown.push({
          ...page,
          url: syntheticUrl(page.url, copy),
          title: titleWords.join(' '),
          headings,
          blocks: page.blocks.map((block) =>
            block.code
              ? {heading: block.heading, text: codeBlock(next, material, mutation), code: true}
              : {heading: block.heading, text: prose(next, material, block.text.length, mutation)},
          ),
          links: [],
        });
      }
    }
  }
  return grown;
}
