import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import {readFileSync} from 'node:fs';
for (const f of process.argv.slice(2)) {
  try { await compile(readFileSync(f,'utf8'), {remarkPlugins:[remarkDirective, remarkFrontmatter]}); console.log('ok', f); } catch (e) { console.log('FAIL', f, String(e)); }
}
