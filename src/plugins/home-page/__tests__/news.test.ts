import type {BlogPost} from '@docusaurus/plugin-content-blog';
import {describe, expect, it} from 'vitest';
import {homeNews, RELEASE_TAG_LABEL} from '../news';

let counter = 0;
function post(title: string, date: string, options: {release?: boolean; unlisted?: boolean} = {}): BlogPost {
  counter += 1;
  return {
    id: `post-${counter}`,
    content: '',
    metadata: {
      source: `@site/blog/${counter}.md`,
      title,
      date: new Date(date),
      permalink: `/blog/${title.toLowerCase().replace(/\W+/g, '-')}/`,
      description: `About ${title}.`,
      hasTruncateMarker: false,
      authors: [],
      frontMatter: {},
      tags: options.release
        ? [{label: RELEASE_TAG_LABEL, permalink: '/blog/tags/release', description: undefined, inline: false}]
        : [],
      unlisted: options.unlisted ?? false,
    },
  } as BlogPost;
}

describe('homeNews', () => {
  const posts = [
    post('Docusaurus 3.6', '2024-11-04', {release: true}),
    post('Old news', '2020-01-01'),
    post('Docusaurus 3.7', '2025-01-03', {release: true}),
    post('A guide', '2023-09-29'),
    post('Secret', '2026-01-01', {unlisted: true}),
    post('Another guide', '2023-09-22'),
    post('Recap', '2022-01-24'),
  ];

  it('features the newest release announcement', () => {
    expect(homeNews(posts).release).toMatchObject({
      title: 'Docusaurus 3.7',
      permalink: '/blog/docusaurus-3-7/',
      date: '2025-01-03T00:00:00.000Z',
      displayDate: 'January 3, 2025',
      description: 'About Docusaurus 3.7.',
    });
  });

  it('lists the newest other posts, newest first, without unlisted ones', () => {
    expect(homeNews(posts).posts.map((entry) => entry.title)).toEqual(['A guide', 'Another guide', 'Recap']);
    expect(homeNews(posts, 1).posts.map((entry) => entry.title)).toEqual(['A guide']);
  });

  it('copes with a blog without releases, or without posts', () => {
    expect(homeNews(posts.filter((entry) => !entry.metadata.tags.length)).release).toBeNull();
    expect(homeNews([])).toEqual({release: null, posts: []});
  });
});
