import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import type {CardContent} from '../cardContent';
import {CARDS_DIR, cardKey, createCardStore} from '../cardStore';

const INSTALLATION: CardContent = {title: 'Installation', place: ['Docs', 'Getting Started'], version: 'Canary', site: 'docusaurus.io'};

describe('cardKey', () => {
  it('is the same for the same card drawn by the same renderer, whatever order its fields were set in', () => {
    const reordered: CardContent = {site: 'docusaurus.io', version: 'Canary', place: ['Docs', 'Getting Started'], title: 'Installation'};
    expect(cardKey(reordered, 'r1')).toBe(cardKey(INSTALLATION, 'r1'));
    expect(cardKey(INSTALLATION, 'r1')).toMatch(/^[0-9a-f]{20}$/);
  });

  it('changes with anything drawn on the card, and with the renderer', () => {
    const key = cardKey(INSTALLATION, 'r1');
    const variants: CardContent[] = [
      {...INSTALLATION, title: 'Installing'},
      {...INSTALLATION, place: ['Docs']},
      {...INSTALLATION, place: ['Docs', 'Getting', 'Started']},
      {...INSTALLATION, version: '3.7.0'},
      {...INSTALLATION, date: 'January 3, 2025'},
      {...INSTALLATION, summary: 'How to install.'},
      {...INSTALLATION, site: 'example.com'},
    ];
    for (const variant of variants) expect(cardKey(variant, 'r1'), JSON.stringify(variant)).not.toBe(key);
    expect(cardKey(INSTALLATION, 'r2')).not.toBe(key);
  });
});

describe('createCardStore', () => {
  let root: string;
  let cacheDir: string;
  let drawn: string[];
  const draw = async (content: CardContent) => {
    drawn.push(content.title);
    return Buffer.from(`picture of ${content.title}`);
  };
  const store = (outDir: string, rendererVersion = 'r1', drawWith = draw) =>
    createCardStore({cacheDir, outDir: path.join(root, outDir), rendererVersion, draw: drawWith, concurrency: 2});

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'social-cards-'));
    cacheDir = path.join(root, 'cache');
    drawn = [];
  });
  afterEach(async () => {
    await fs.rm(root, {recursive: true, force: true});
  });

  it('draws each card once, into the build, and says where it is', async () => {
    const first = store('build');
    const file = first.request(INSTALLATION);
    expect(first.request({...INSTALLATION})).toBe(file);
    first.request({...INSTALLATION, title: 'Deployment'});
    expect(file).toBe(`${CARDS_DIR}/${cardKey(INSTALLATION, 'r1')}.png`);
    const report = await first.finish();
    expect(report).toMatchObject({cards: 2, drawn: 2});
    expect(drawn.sort()).toEqual(['Deployment', 'Installation']);
    expect(await fs.readFile(path.join(root, 'build', file), 'utf8')).toBe('picture of Installation');
  });

  it('takes from the cache what an earlier build drew: an unchanged page is not drawn again', async () => {
    const first = store('build-1');
    first.request(INSTALLATION);
    await first.finish();
    drawn = [];
    const second = store('build-2');
    const file = second.request(INSTALLATION);
    second.request({...INSTALLATION, title: 'Deployment'});
    expect(await second.finish()).toMatchObject({cards: 2, drawn: 1});
    expect(drawn).toEqual(['Deployment']);
    expect(await fs.readFile(path.join(root, 'build-2', file), 'utf8')).toBe('picture of Installation');
  });

  it('draws again when the renderer changed', async () => {
    const first = store('build-1', 'r1');
    first.request(INSTALLATION);
    await first.finish();
    const second = store('build-2', 'r2');
    second.request(INSTALLATION);
    expect(await second.finish()).toMatchObject({cards: 1, drawn: 1});
  });

  it('fails the build, naming the page, when a card cannot be drawn, and caches nothing for it', async () => {
    const failing = store('build', 'r1', async () => {
      throw new Error('out of memory');
    });
    failing.request(INSTALLATION);
    await expect(failing.finish()).rejects.toThrow(/could not draw the card of "Installation": out of memory/);
    expect(await fs.readdir(cacheDir)).toEqual([]);
  });

  it('reports the total size and the largest card', async () => {
    const sized = store('build', 'r1', async (content) => Buffer.alloc(content.title.length * 100));
    sized.request({...INSTALLATION, title: 'abc'});
    const long = sized.request({...INSTALLATION, title: 'abcdefgh'});
    expect(await sized.finish()).toMatchObject({cards: 2, bytes: 1100, largest: {file: long, bytes: 800}});
  });
});
