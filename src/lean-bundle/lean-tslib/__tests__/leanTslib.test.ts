import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import leanTslibPlugin, {HELPERS_FILE, TSLIB_CONSUMERS} from '../index';

const requireHere = createRequire(import.meta.url);
const helpers = requireHere(HELPERS_FILE) as Record<string, unknown>;
const utilsCommonLib = path.dirname(requireHere.resolve('@docusaurus/utils-common'));

function jsFiles(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? jsFiles(file) : entry.name.endsWith('.js') ? [file] : [];
  });
}

describe('lean tslib for @docusaurus/utils-common', () => {
  const consumers = jsFiles(utilsCommonLib).filter((file) => /require\(["']tslib["']\)/.test(fs.readFileSync(file, 'utf8')));

  it('covers every file of the installed package that requires tslib', () => {
    expect(consumers.length).toBeGreaterThan(0);
    for (const file of consumers) {
      expect(TSLIB_CONSUMERS.test(file)).toBe(true);
    }
  });

  it('provides every helper those files call', () => {
    const called = new Set(consumers.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/tslib_\d+\.(\w+)/g)].map((match) => match[1])));
    expect(called.size).toBeGreaterThan(0);
    for (const helper of called) {
      expect(typeof helpers[helper], helper).toBe('function');
    }
  });

  it('__importDefault keeps an ES module as it is and wraps anything else', () => {
    const importDefault = helpers.__importDefault as (mod: unknown) => {default: unknown};
    const esModule = {__esModule: true, default: 'esm'};
    expect(importDefault(esModule)).toBe(esModule);
    const commonJs = () => 'cjs';
    expect(importDefault(commonJs).default).toBe(commonJs);
    expect(importDefault(undefined)).toEqual({default: undefined});
  });

  it('only changes the production browser bundle', () => {
    const configure = (mode: 'production' | 'development', isServer: boolean) =>
      leanTslibPlugin().configureWebpack?.({mode}, isServer, {} as never, undefined);
    expect(JSON.stringify(configure('production', false))).toContain('helpers.cjs');
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });
});
