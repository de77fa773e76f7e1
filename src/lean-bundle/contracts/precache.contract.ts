import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {buildDir, readBuilt} from './build';

/**
 * The page pass rewrites pages after the build (redirect scripts, chunk
 * scripts); the service worker's precache list must be taken after it, or
 * visitors would keep stale copies offline (src/plugins/post-build).
 */
describe('post-build sequence', () => {
  it("gives every precached file its final content's revision", () => {
    // A revision is the start of the file's md5; a URL that names its content has none (src/plugins/pwa/compactRevisions.ts).
    const entries = [...readBuilt('sw.js').matchAll(/\{"revision":(?:"([0-9a-f]+)"|null),"url":"([^"]+)"\}/g)].map(([, revision, url]) => ({revision, url: url!}));
    const revised = entries.filter(({revision}) => revision !== undefined);
    expect(revised.length).toBeGreaterThan(500);
    expect(entries.length - revised.length).toBeGreaterThan(500);
    const stale = entries.filter(({revision, url}) => {
      const file = path.join(buildDir, url);
      if (!fs.existsSync(file)) return true;
      return revision !== undefined && !createHash('md5').update(fs.readFileSync(file)).digest('hex').startsWith(revision);
    });
    expect(stale.map(({url}) => url)).toEqual([]);
    expect(revised.map(({url}) => url)).toContain('search-index/manifest.json');
  });
});
