import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {XMLValidator} from 'fast-xml-parser';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {ART_HEIGHT, ART_WIDTH, HOME_ART, writeHomeArt} from '../art';
import {DARK, LIGHT} from '../art/palette';

describe('home page pictures', () => {
  it.each(Object.keys(HOME_ART))('draws "%s" as well-formed SVG of the same size in both modes', (name) => {
    for (const palette of [LIGHT, DARK]) {
      const svg = HOME_ART[name]!(palette);
      expect(XMLValidator.validate(svg)).toBe(true);
      expect(svg).toContain(`viewBox="0 0 ${ART_WIDTH} ${ART_HEIGHT}"`);
    }
  });

  it.each(Object.keys(HOME_ART))('paints "%s" in the colours of its mode', (name) => {
    const light = HOME_ART[name]!(LIGHT);
    const dark = HOME_ART[name]!(DARK);
    expect(light).not.toBe(dark);
    expect(dark).toContain(DARK.surface);
    expect(light).toContain(LIGHT.surface);
  });
});

describe('writeHomeArt', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'home-art-'));
  });
  afterEach(async () => {
    await fs.rm(dir, {recursive: true, force: true});
  });

  it('writes a light and a dark file per picture and removes files of pictures that are gone', async () => {
    await fs.writeFile(path.join(dir, 'retired-light.svg'), '<svg/>');
    const written = await writeHomeArt(dir);
    const names = Object.keys(HOME_ART);
    expect(written).toHaveLength(names.length * 2);
    expect((await fs.readdir(dir)).sort()).toEqual(names.flatMap((name) => [`${name}-dark.svg`, `${name}-light.svg`]).sort());
  });
});
