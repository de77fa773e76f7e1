import {describe, expect, it} from 'vitest';
import {diagramModulePattern, mdxProviderPattern} from '../cacheGroups';

describe('diagramModulePattern', () => {
  it.each([
    '/site/node_modules/mermaid/dist/mermaid.core.mjs',
    '/site/node_modules/@mermaid-js/parser/dist/chunks/mermaid-parser.core/chunk-X.mjs',
    '/site/node_modules/langium/lib/parser/langium-parser.js',
    '/site/node_modules/d3-shape/src/line.js',
    '/site/node_modules/d3/src/index.js',
    'C:\\site\\node_modules\\cytoscape\\dist\\cytoscape.esm.mjs',
  ])('takes %s', (modulePath) => {
    expect(diagramModulePattern.test(modulePath)).toBe(true);
  });

  it.each([
    '/site/node_modules/react-dom/cjs/react-dom.production.js',
    '/site/node_modules/@mdx-js/react/lib/index.js',
    '/site/node_modules/@docusaurus/theme-mermaid/lib/theme/Mermaid/index.js',
    '/site/node_modules/mermaid-like/index.js',
    '/site/src/theme/Mermaid/index.tsx',
  ])('leaves %s to the framework', (modulePath) => {
    expect(diagramModulePattern.test(modulePath)).toBe(false);
  });
});

describe('mdxProviderPattern', () => {
  it.each(['/site/node_modules/@mdx-js/react/lib/index.js', 'C:\\site\\node_modules\\@mdx-js\\react\\lib\\index.js'])('takes %s', (modulePath) => {
    expect(mdxProviderPattern.test(modulePath)).toBe(true);
  });

  it.each(['/site/node_modules/@mdx-js/mdx/lib/index.js', '/site/node_modules/react/index.js', '/site/src/theme/MDXComponents.tsx'])(
    'leaves %s alone',
    (modulePath) => {
      expect(mdxProviderPattern.test(modulePath)).toBe(false);
    },
  );
});
