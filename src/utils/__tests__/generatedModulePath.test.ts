import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {generatedModulePath} from '../generatedModulePath';

describe('generatedModulePath', () => {
  it('names a generated file through the @generated alias, the same in any checkout', () => {
    const inA = generatedModulePath('/home/a/site/.docusaurus/changelog/list.js', '/home/a/site/.docusaurus');
    const inB = generatedModulePath('/srv/ci/build-1234/repo/.docusaurus/changelog/list.js', '/srv/ci/build-1234/repo/.docusaurus');
    expect(inA).toBe('@generated/changelog/list.js');
    expect(inB).toBe(inA);
  });

  it('refuses a file outside the generated-files folder', () => {
    expect(() => generatedModulePath('/site/src/data.json', '/site/.docusaurus')).toThrow(/not inside/);
    expect(() => generatedModulePath('/site/.docusaurus', '/site/.docusaurus')).toThrow(/not inside/);
  });

  it('writes forward slashes whatever the platform separator', () => {
    const dir = path.join(path.sep, 'site', '.docusaurus');
    expect(generatedModulePath(path.join(dir, 'a', 'b.json'), dir)).toBe('@generated/a/b.json');
  });
});
