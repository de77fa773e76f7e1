import {describe, expect, it} from 'vitest';
import {componentStylesName, searchModalStylesPattern} from '../cacheGroups';

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
    ['/site/src/plugins/feature-requests/theme/RequestBoard/styles.module.css', 'css-RequestBoard'],
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
