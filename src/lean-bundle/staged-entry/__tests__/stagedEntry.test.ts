import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import stagedEntryPlugin, {STAGED_ENTRY} from '../index';
import {runInStages, yieldToBrowser} from '../client/stages';

const configure = (mode: 'production' | 'development', isServer: boolean) =>
  // The hook's utils and content are unused by this plugin.
  stagedEntryPlugin().configureWebpack?.({mode}, isServer, {} as never, undefined);

describe('stagedEntryPlugin', () => {
  it('replaces the entry of the production browser bundle only', () => {
    expect(configure('production', false)).toEqual({entry: STAGED_ENTRY});
    expect(configure('production', true)).toEqual({});
    expect(configure('development', false)).toEqual({});
  });

  it("ends the staged entry with the framework's own, after React DOM", () => {
    const source = fs.readFileSync(STAGED_ENTRY, 'utf8');
    const stages = source.slice(source.indexOf('runInStages(['), source.indexOf(']);'));
    const imports = [...stages.matchAll(/import\(\/\* webpackMode: "eager" \*\/ '([^']+)'\)/g)].map(
      (match) => match[1],
    );
    expect(imports[0]).toBe('react-dom/client');
    expect(imports.at(-1)).toBe('@docusaurus/core/lib/client/clientEntry');
    expect(new Set(imports).size).toBe(imports.length);
  });

  it("puts the framework's helpers on window from the entry's own task: the base-URL check reads them at DOMContentLoaded", () => {
    const source = fs.readFileSync(STAGED_ENTRY, 'utf8');
    // Not a stage: started as the entry runs, next to the first stage.
    expect(source).toMatch(/\nvoid import\(\/\* webpackMode: "eager" \*\/ '@docusaurus\/core\/lib\/client\/docusaurus'\)\.then\(\(\{default: helpers\}\) => \{\n\s+window\.docusaurus = helpers;/);
  });
});

describe('runInStages', () => {
  it('runs each stage after the previous one has finished, with a yield between stages only', async () => {
    const log: string[] = [];
    const stage = (name: string) => async () => {
      log.push(`start ${name}`);
      await Promise.resolve();
      log.push(`end ${name}`);
    };
    await runInStages([stage('a'), stage('b'), stage('c')], async () => {
      log.push('yield');
    });
    expect(log).toEqual(['start a', 'end a', 'yield', 'start b', 'end b', 'yield', 'start c', 'end c']);
  });

  it('stops at a stage that fails, and reports its error', async () => {
    const ran: string[] = [];
    const run = runInStages(
      [
        async () => ran.push('a'),
        () => Promise.reject(new Error('chunk missing')),
        async () => ran.push('c'),
      ],
      async () => undefined,
    );
    await expect(run).rejects.toThrow('chunk missing');
    expect(ran).toEqual(['a']);
  });
});

describe('yieldToBrowser', () => {
  it('resumes in a later task, after the work already queued', async () => {
    const order: string[] = [];
    const yielded = yieldToBrowser().then(() => order.push('resumed'));
    void Promise.resolve().then(() => order.push('microtask'));
    await yielded;
    expect(order[0]).toBe('microtask');
    expect(order).toContain('resumed');
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    const scheduler = {yield: () => Promise.resolve()};
    const calls: string[] = [];
    const spied = {yield: () => (calls.push('yield'), scheduler.yield())};
    (globalThis as {scheduler?: unknown}).scheduler = spied;
    try {
      await yieldToBrowser();
    } finally {
      delete (globalThis as {scheduler?: unknown}).scheduler;
    }
    expect(calls).toEqual(['yield']);
  });
});
