import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const siteDir = path.resolve(__dirname, '../../..');
const {imports} = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as {
  imports: Record<string, {node: string; default: string}>;
};

describe('#code-highlighter', () => {
  const entry = imports['#code-highlighter']!;
  const serverCopy = path.join(siteDir, entry.node);
  const browserCopy = path.join(siteDir, entry.default);

  it('resolves to the server copy under the node condition (the server bundle) and to the on-demand one elsewhere', () => {
    expect(path.relative(siteDir, serverCopy)).toBe(path.join('src', 'utils', 'codeHighlighter', 'server.ts'));
    expect(path.relative(siteDir, browserCopy)).toBe(path.join('src', 'utils', 'codeHighlighter', 'index.ts'));
    // Conditions are tried in order: `node` must come before the default.
    expect(Object.keys(entry)).toEqual(['node', 'default']);
  });

  it('offers the same names in both copies', () => {
    const exported = (file: string) => [...fs.readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]).sort();
    expect(exported(serverCopy)).toEqual(exported(browserCopy));
    expect(exported(browserCopy)).toEqual(['highlighter', 'liveCodeBlock']);
  });

  it('is what the site imports: nothing reaches either copy by its path', () => {
    const offenders: string[] = [];
    const visit = (dir: string) => {
      for (const entryName of fs.readdirSync(dir, {withFileTypes: true})) {
        const full = path.join(dir, entryName.name);
        if (entryName.isDirectory()) visit(full);
        else if (/\.tsx?$/.test(entryName.name) && /from '[^']*utils\/codeHighlighter(?:\/index)?'/.test(fs.readFileSync(full, 'utf8'))) {
          offenders.push(path.relative(siteDir, full));
        }
      }
    };
    visit(path.join(siteDir, 'src'));
    expect(offenders).toEqual([]);
  });
});
