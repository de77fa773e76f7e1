import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';

const requireHere = createRequire(import.meta.url);
const loader = requireHere('../loader.cjs') as (this: LoaderContext, source: string) => string;

type LoaderContext = {resourcePath: string; addDependency: (file: string) => void; addContextDependency: (dir: string) => void};

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'card-descriptions-'));
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

/** A docs plugin instance's generated folder as the framework writes it, and the MDX sources it names. */
function writeSite() {
  const folder = path.join(site, '.docusaurus', 'docusaurus-plugin-content-docs', 'default');
  fs.mkdirSync(path.join(folder, 'p'), {recursive: true});
  fs.mkdirSync(path.join(site, 'docs'), {recursive: true});
  const doc = (id: string, mdx: string) => {
    fs.writeFileSync(path.join(site, 'docs', `${id}.mdx`), mdx);
    const metadata = path.join(folder, `site-docs-${id}-mdx-${id.length}.json`);
    fs.writeFileSync(metadata, JSON.stringify({id, source: `@site/docs/${id}.mdx`, permalink: `/docs/${id}`}));
    return metadata;
  };
  const overview = doc('overview', '# Overview\n\n<DocCardList />\n');
  const child = doc('child', '# Child\n');
  const versionFile = path.join(folder, 'p', 'docs-123.json');
  const version = {
    version: {
      docsSidebars: {
        docs: [
          {type: 'category', label: 'Overview', href: '/docs/overview', items: [{type: 'link', label: 'Child', href: '/docs/child', docId: 'child'}]},
          {type: 'link', label: 'Overview', href: '/docs/overview', docId: 'overview'},
        ],
      },
      docs: {overview: {id: 'overview', description: 'All of it'}, child: {id: 'child', description: 'One part'}},
    },
  };
  fs.writeFileSync(versionFile, JSON.stringify(version));
  return {folder, versionFile, metadataFiles: [overview, child], sources: ['overview', 'child'].map((id) => path.join(site, 'docs', `${id}.mdx`))};
}

describe('card-descriptions loader', () => {
  it('declares every file it reads as a dependency, so a cached build notices an edited doc', () => {
    const {folder, versionFile, metadataFiles, sources} = writeSite();
    const files: string[] = [];
    const dirs: string[] = [];
    const out = loader.call(
      {resourcePath: versionFile, addDependency: (file) => files.push(file), addContextDependency: (dir) => dirs.push(dir)},
      fs.readFileSync(versionFile, 'utf8'),
    );
    expect(JSON.parse(out).version.docs.child.description).toBe('One part');
    expect(JSON.parse(out).version.docs.overview).toBeUndefined();
    expect(files).toEqual(expect.arrayContaining([...metadataFiles, ...sources]));
    // A doc added to the instance, or a category index generated, changes which pages show cards.
    expect(dirs).toEqual(expect.arrayContaining([folder, path.join(folder, 'p')]));
  });

  it('reads the sources again on the next run: an edit that removes the card list is seen', () => {
    const {versionFile, sources} = writeSite();
    const run = () =>
      JSON.parse(
        loader.call({resourcePath: versionFile, addDependency: () => undefined, addContextDependency: () => undefined}, fs.readFileSync(versionFile, 'utf8')),
      ) as {version: {docs: Record<string, {description?: string} | undefined>}};
    expect(run().version.docs.child?.description).toBe('One part');
    fs.writeFileSync(sources[0]!, '# Overview\n\nNo cards any more.\n');
    expect(run().version.docs.child).toBeUndefined();
  });
});
