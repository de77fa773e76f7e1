import {afterEach, describe, expect, it, vi} from 'vitest';
import {CHUNK_HASHES_GLOBAL} from '../chunkHashesGlobal';

type Runtime = {u: (chunkId: string | number) => string};
const scope = globalThis as unknown as {__webpack_require__?: Runtime} & Record<string, unknown>;

afterEach(() => {
  delete scope.__webpack_require__;
  delete scope[CHUNK_HASHES_GLOBAL];
  vi.resetModules();
});

describe('chunk file lookup', () => {
  // No `self` here, as in Node, where the server bundle runs this lookup too.
  it('names a chunk from the hash a loaded file registered, and any other from the runtime table', async () => {
    expect(typeof (globalThis as {self?: unknown}).self).toBe('undefined');
    const fromTable = vi.fn((chunkId: string | number) => `assets/js/${chunkId}.fromtable.js`);
    scope.__webpack_require__ = {u: fromTable};
    await import('../client/chunkFiles');
    const {u} = scope.__webpack_require__;
    expect(u('main-only')).toBe('assets/js/main-only.fromtable.js');

    // What a section's file does as it runs (../chunkHashes.ts, `registration`).
    Object.assign((scope[CHUNK_HASHES_GLOBAL] ??= {}) as object, {a1b: '11111111', 200: '33333333'});
    expect(u('a1b')).toBe('assets/js/a1b.11111111.js');
    expect(u(200)).toBe('assets/js/200.33333333.js');
    expect(fromTable).toHaveBeenCalledTimes(1);
  });
});
