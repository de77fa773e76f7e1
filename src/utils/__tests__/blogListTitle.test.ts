import {describe, expect, it} from 'vitest';
import {blogListTitle} from '../blogListTitle';

describe('blogListTitle', () => {
  it('names the first list page after the blog', () => {
    expect(blogListTitle({blogTitle: 'Docusaurus blog', page: 1, totalPages: 6})).toBe('Docusaurus blog');
  });

  it('tells readers where they are on later pages', () => {
    expect(blogListTitle({blogTitle: 'Docusaurus blog', page: 3, totalPages: 6})).toBe(
      'Docusaurus blog, page 3 of 6',
    );
  });
});
