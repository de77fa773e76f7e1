import {afterEach, describe, expect, it, vi} from 'vitest';

type Runtime = {u: (chunkId: string | number) => string};
const runtime = globalThis as unknown as {__webpack_require__?: Runtime};

afterEach(() => {
  delete runtime.__webpack_require__;
  vi.resetModules();
});

describe('addSectionChunkHashes', () => {
  it("names a section chunk's file from its hash and leaves every other chunk to the runtime's table", async () => {
    const fromTable = vi.fn((chunkId: string | number) => `assets/js/${chunkId}.fromtable.js`);
    runtime.__webpack_require__ = {u: fromTable};
    const {addSectionChunkHashes} = await import('../client/chunkFiles');

    addSectionChunkHashes({a1b: '11111111', 200: '33333333'});
    addSectionChunkHashes({c2d: '22222222'});
    const {u} = runtime.__webpack_require__;
    expect(u('a1b')).toBe('assets/js/a1b.11111111.js');
    expect(u(200)).toBe('assets/js/200.33333333.js');
    expect(u('c2d')).toBe('assets/js/c2d.22222222.js');
    expect(fromTable).not.toHaveBeenCalled();
    expect(u('main-only')).toBe('assets/js/main-only.fromtable.js');
    // Wrapped once, however many sections arrive.
    expect(fromTable).toHaveBeenCalledTimes(1);
  });

  it('leaves the runtime alone for a section without hashes', async () => {
    const fromTable = (chunkId: string | number) => `assets/js/${chunkId}.fromtable.js`;
    runtime.__webpack_require__ = {u: fromTable};
    const {addSectionChunkHashes} = await import('../client/chunkFiles');
    addSectionChunkHashes(undefined);
    addSectionChunkHashes('__section_chunk_hashes:docs__' as never);
    expect(runtime.__webpack_require__.u).toBe(fromTable);
  });
});
