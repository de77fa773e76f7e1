import {describe, expect, it} from 'vitest';
import {identifierPieces, longWordPieces} from '../identifierBreaks';

describe('identifierPieces', () => {
  it('breaks camelCase between its words', () => {
    expect(identifierPieces('sidebarCollapsible')).toEqual(['sidebar', 'Collapsible']);
    expect(identifierPieces('docCategoryGeneratedIndexComponent')).toEqual([
      'doc',
      'Category',
      'Generated',
      'Index',
      'Component',
    ]);
  });

  it('breaks snake_case after each underscore (front matter names such as toc_max_heading_level)', () => {
    expect(identifierPieces('toc_max_heading_level')).toEqual(['toc_', 'max_', 'heading_', 'level']);
    expect(identifierPieces('__docusaurus')).toEqual(['__', 'docusaurus']);
  });

  it('breaks after a dot before a letter, never inside a number', () => {
    expect(identifierPieces('docusaurus.config.js')).toEqual(['docusaurus.', 'config.', 'js']);
    expect(identifierPieces('3.7.0')).toEqual(['3.7.0']);
    expect(identifierPieces('themeConfig.navbar')).toEqual(['theme', 'Config.', 'navbar']);
  });

  it('breaks after a slash', () => {
    expect(identifierPieces('@docusaurus/plugin-content-docs')).toEqual(['@docusaurus/', 'plugin-content-docs']);
    expect(identifierPieces('@theme/DocItem')).toEqual(['@theme/', 'Doc', 'Item']);
  });

  it('leaves a word without break points whole, acronyms included', () => {
    expect(identifierPieces('url')).toEqual(['url']);
    expect(identifierPieces('URL')).toEqual(['URL']);
    expect(identifierPieces('')).toEqual(['']);
  });

  it('gives the text back when joined', () => {
    for (const text of ['baseUrlIssueBanner', 'a.b/c.dE', 'markdown.mdx1Compat.headingIds']) {
      expect(identifierPieces(text).join('')).toBe(text);
    }
  });
});

describe('longWordPieces', () => {
  it('leaves short words and their spaces alone', () => {
    expect(longWordPieces('Upgrading to Docusaurus v3')).toEqual(['Upgrading to Docusaurus v3']);
    expect(longWordPieces('Docusaurus 3.7')).toEqual(['Docusaurus 3.7']);
  });

  it('offers breaks inside long identifiers only', () => {
    expect(longWordPieces('docusaurus.config.js')).toEqual(['docusaurus.', 'config.', 'js']);
    expect(longWordPieces('The useDocusaurusContext hook')).toEqual(['The use', 'Docusaurus', 'Context hook']);
  });

  it('gives the text back when joined', () => {
    for (const text of ['', ' leading space', '@docusaurus/theme-search-algolia', 'a  b   longIdentifierName c']) {
      expect(longWordPieces(text).join('')).toBe(text);
    }
  });
});
