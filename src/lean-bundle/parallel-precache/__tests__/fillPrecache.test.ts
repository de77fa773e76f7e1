import {describe, expect, it} from 'vitest';
import {aheadOfInstall, PRECACHE_CONCURRENCY} from '../fillPrecache.js';

const ORIGIN = 'https://docs.example/';

type HandleAllOptions = {params?: {cacheKey?: string}; request: Request; event?: {type?: string}};

/**
 * A controller in workbox's shape, and a strategy whose downloads the test
 * settles one at a time, oldest first.
 */
function fakePrecache(entries: {url: string; revision?: string}[], {failOn}: {failOn?: string} = {}) {
  const keys = new Map(
    entries.map(({url, revision}) => [`${ORIGIN}${url}`, revision ? `${ORIGIN}${url}?__WB_REVISION__=${revision}` : `${ORIGIN}${url}`]),
  );
  const controller = {
    getURLsToCacheKeys: () => keys,
    getIntegrityForCacheKey: (key: string) => (key.endsWith('main.js') ? 'sha384-abc' : undefined),
  };
  const started: Request[] = [];
  const pending: (() => void)[] = [];
  let inFlight = 0;
  let mostInFlight = 0;
  const handleAll = ({request}: HandleAllOptions): Promise<unknown>[] => {
    started.push(request);
    inFlight += 1;
    mostInFlight = Math.max(mostInFlight, inFlight);
    const response = new Promise<string>((resolve, reject) => {
      pending.push(() => {
        inFlight -= 1;
        if (failOn && request.url.endsWith(failOn)) reject(new Error(`bad-precaching-response ${request.url}`));
        else resolve(`body of ${request.url}`);
      });
    });
    return [response, response.then(() => undefined)];
  };
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  /** Settles every download, oldest first, while the loop under test runs. */
  const settleAll = async (until: Promise<unknown>) => {
    let over = false;
    void until.then(
      () => (over = true),
      () => (over = true),
    );
    while (!over) {
      pending.shift()?.();
      await tick();
    }
  };
  return {controller, handleAll, keys, started, settleAll, mostInFlight: () => mostInFlight, pending, tick};
}

/** Workbox's install loop: each entry in turn, awaited before the next. */
async function workboxLoop(keys: Map<string, string>, handleAll: (options: HandleAllOptions) => Promise<unknown>[], event: {type: string}) {
  const responses: unknown[] = [];
  for (const [url, cacheKey] of keys) {
    const [response] = await Promise.all(handleAll({params: {cacheKey}, request: new Request(url), event}));
    responses.push(response);
  }
  return responses;
}

describe('aheadOfInstall', () => {
  it("keeps six downloads in flight ahead of workbox's loop, each entry downloaded once, in the list's order", async () => {
    const entries = Array.from({length: 20}, (_, i) => ({url: `page-${i}/index.html`, revision: `r${i}`}));
    const fake = fakePrecache(entries);
    const handleAll = aheadOfInstall(fake.controller, fake.handleAll);
    const loop = workboxLoop(fake.keys, handleAll, {type: 'install'});
    await fake.tick();
    expect(PRECACHE_CONCURRENCY).toBe(6);
    expect(fake.started).toHaveLength(6);
    await fake.settleAll(loop);
    expect(await loop).toEqual([...fake.keys.keys()].map((url) => `body of ${url}`));
    expect(fake.mostInFlight()).toBe(6);
    expect(fake.started.map((request) => request.url)).toEqual([...fake.keys.keys()]);
  });

  it('asks as workbox does: past the HTTP cache for an entry with a revision, through it for a hashed name; integrity and credentials kept', async () => {
    const fake = fakePrecache([{url: 'docs/index.html', revision: 'abc'}, {url: 'assets/js/main.js'}]);
    const loop = workboxLoop(fake.keys, aheadOfInstall(fake.controller, fake.handleAll), {type: 'install'});
    await fake.settleAll(loop);
    const [page, script] = fake.started;
    expect([page!.cache, script!.cache]).toEqual(['reload', 'default']);
    expect([page!.integrity, script!.integrity]).toEqual(['', 'sha384-abc']);
    expect(fake.started.every((request) => request.credentials === 'same-origin')).toBe(true);
  });

  it('fails the install on the first entry that fails, and starts no download after it', async () => {
    const entries = Array.from({length: 20}, (_, i) => ({url: `asset-${i}.png`}));
    const fake = fakePrecache(entries, {failOn: 'asset-0.png'});
    const loop = workboxLoop(fake.keys, aheadOfInstall(fake.controller, fake.handleAll), {type: 'install'});
    const outcome = loop.then(
      () => 'installed',
      (error: Error) => error.message,
    );
    await fake.settleAll(loop);
    expect(await outcome).toBe(`bad-precaching-response ${ORIGIN}asset-0.png`);
    while (fake.pending.length > 0) {
      fake.pending.shift()!();
      await fake.tick();
    }
    expect(fake.started).toHaveLength(6);
  });

  it('passes anything but an install on to the strategy as it is', () => {
    const fake = fakePrecache([{url: 'a.html', revision: 'r'}]);
    const handleAll = aheadOfInstall(fake.controller, fake.handleAll);
    const request = new Request(`${ORIGIN}a.html`);
    handleAll({params: {cacheKey: `${ORIGIN}a.html?__WB_REVISION__=r`}, request, event: {type: 'fetch'}});
    expect(fake.started).toEqual([request]);
  });
});
