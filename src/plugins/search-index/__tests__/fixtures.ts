import fs from 'node:fs';
import {extractPage} from '../extractPage';
import type {ExtractedPage} from '../types';

/** A hand-written built page, in the minified shape the framework emits. */
export function readFixture(name: string): string {
  return fs.readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
}

export function extractFixture(name: string, url: string): ExtractedPage {
  const page = extractPage(readFixture(name), {url, defaultLvl0: 'Pages'});
  if (!page) throw new Error(`${name} was not extracted`);
  return page;
}

/** A page written directly in extracted form, for engine tests across versions. */
export function docPage(
  url: string,
  tag: string,
  title: string,
  sections: [heading: string, text: string][],
): ExtractedPage {
  return {
    url,
    language: 'en',
    tag,
    version: tag.startsWith('docs-') ? tag.split('-').slice(2).join('-') : null,
    lvl0: tag.startsWith('docs-') ? 'Guides' : 'Blog',
    title,
    headings: sections.map(([heading], index) => ({
      level: 2,
      text: heading,
      anchor: `section-${index}`,
    })),
    blocks: sections.map(([, text], index) => ({heading: index, text})),
    hub: false,
    links: [],
    inbound: 0,
  };
}
