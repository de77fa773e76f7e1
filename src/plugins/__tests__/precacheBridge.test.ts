import {describe, expect, it} from 'vitest';
import {createPrecacheBridge, precacheEntry} from '../precacheBridge';

describe('precache bridge', () => {
  it('holds a waiting transform until the writing plugin announces its result', async () => {
    const bridge = createPrecacheBridge<string>();
    bridge.expect();
    const waiting = bridge.settled();
    let settled = false;
    void waiting.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    bridge.announce('written');
    expect(await waiting).toBe('written');
  });

  it("passes the writing plugin's failure on to the transform", async () => {
    const bridge = createPrecacheBridge<string>();
    bridge.expect();
    bridge.fail(new Error('disk full'));
    await expect(bridge.settled()).rejects.toThrow('disk full');
  });

  it('has nothing to wait for when no plugin expects a result (the plugin is not in this build)', async () => {
    expect(await createPrecacheBridge<string>().settled()).toBeUndefined();
  });

  it('describes a file as workbox does: md5 of the content as revision, size in bytes', () => {
    expect(precacheEntry('a/index.html', 'abc')).toEqual({url: 'a/index.html', revision: '900150983cd24fb0d6963f7d28e17f72', size: 3});
    expect(precacheEntry('b.json', 'é').size).toBe(2);
  });
});
