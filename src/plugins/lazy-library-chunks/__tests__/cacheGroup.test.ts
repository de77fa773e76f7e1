import {describe, expect, it} from 'vitest';
import {componentStylesName, diagramModulePattern, searchModalStylesPattern} from '../cacheGroup';

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

describe('searchModalStylesPattern', () => {
  it.each(['/site/node_modules/@docsearch/css/dist/modal.css', 'C:\\site\\node_modules\\@docsearch\\css\\dist\\modal.css'])(
    'takes %s',
    (modulePath) => {
      expect(searchModalStylesPattern.test(modulePath)).toBe(true);
    },
  );

  it.each([
    // The button and the variables style the navbar of every page.
    '/site/node_modules/@docsearch/css/dist/button.css',
    '/site/node_modules/@docsearch/css/dist/_variables.css',
    '/site/node_modules/@docsearch/css/dist/style.css',
    '/site/src/plugins/search-index/theme/SearchBar/styles.css',
  ])('leaves %s in the single stylesheet', (modulePath) => {
    expect(searchModalStylesPattern.test(modulePath)).toBe(false);
  });
});

describe('componentStylesName', () => {
  it.each([
    ['/site/src/components/ShowcaseCard/styles.module.css', 'css-ShowcaseCard'],
    ['C:\\site\\src\\components\\HomeHero\\styles.module.css', 'css-HomeHero'],
    ['/site/src/plugins/changelog/theme/ChangelogDetails/styles.module.css', 'css-ChangelogDetails'],
    ['/site/src/pages/showcase/styles.module.css', 'css-showcase'],
  ])('gives %s its own file, %s', (modulePath, name) => {
    expect(componentStylesName(modulePath)).toBe(name);
  });

  it.each([
    // The site's global stylesheet and the swizzled theme stay in the single stylesheet.
    '/site/src/css/custom.css',
    '/site/src/theme/Tabs/styles.module.css',
    '/site/src/components/ShowcaseCard/index.tsx',
    '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocCard/styles.module.css',
    undefined,
  ])('leaves %s alone', (modulePath) => {
    expect(componentStylesName(modulePath)).toBeUndefined();
  });
});
