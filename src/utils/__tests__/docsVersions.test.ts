import {describe, expect, it} from 'vitest';
import {findStableVersion, pastVersions, versionTargetPath} from '../docsVersions';

const version = (name: string, docs: string[]) => ({
  name,
  mainDocId: 'introduction',
  docs: docs.map((id) => ({id, path: `/docs/${name}/${id === 'introduction' ? '' : `${id}/`}`})),
});

const current = version('current', ['introduction', 'svgr']);
const stable = version('3.7.0', ['introduction', 'svgr']);
const old = version('3.6.3', ['introduction']);
const older = version('3.5.2', ['introduction']);

describe('findStableVersion and pastVersions', () => {
  it('take the newest release as stable and the other releases as past', () => {
    expect(findStableVersion([current, stable, old, older])).toBe(stable);
    expect(pastVersions([current, stable, old, older])).toEqual([old, older]);
  });

  it('find nothing released when only the current docs are built', () => {
    expect(findStableVersion([current])).toBeUndefined();
    expect(pastVersions([current])).toEqual([]);
  });
});

describe('versionTargetPath', () => {
  it('prefers the same page in the target version', () => {
    expect(versionTargetPath(stable, {'3.7.0': {path: '/docs/3.7.0/svgr/'}})).toBe('/docs/3.7.0/svgr/');
  });

  it("falls back to the version's main doc where the page does not exist", () => {
    expect(versionTargetPath(old, {'3.7.0': {path: '/docs/3.7.0/svgr/'}})).toBe('/docs/3.6.3/');
  });
});
