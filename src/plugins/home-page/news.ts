import type {BlogPost} from '@docusaurus/plugin-content-blog';

/** A post as the home page lists it: what a link, a date and a line need. */
export type NewsPost = {
  title: string;
  permalink: string;
  /** ISO date, for `<time dateTime>`. */
  date: string;
  /** The date as the page prints it, in English (`January 3, 2025`). */
  displayDate: string;
  description: string;
};

export type HomeNews = {
  /** The newest post announcing a release, or null when the blog has none. */
  release: NewsPost | null;
  /** The newest other posts, newest first. */
  posts: NewsPost[];
};

/** The tag release announcements carry (blog/tags.yml). */
export const RELEASE_TAG_LABEL = 'Release';

const dateFormat = new Intl.DateTimeFormat('en-US', {dateStyle: 'long', timeZone: 'UTC'});

function toNewsPost({metadata}: BlogPost): NewsPost {
  const date = new Date(metadata.date);
  return {
    title: metadata.title,
    permalink: metadata.permalink,
    date: date.toISOString(),
    displayDate: dateFormat.format(date),
    description: metadata.description,
  };
}

const isRelease = (post: BlogPost) => post.metadata.tags.some((tag) => tag.label === RELEASE_TAG_LABEL);

/**
 * What the home page says is new, from the blog plugin's own posts: the
 * latest release announcement, and the latest `count` posts about anything
 * else. Unlisted posts stay out, as they do from the blog's lists.
 */
export function homeNews(blogPosts: readonly BlogPost[], count = 3): HomeNews {
  const listed = blogPosts
    .filter((post) => !post.metadata.unlisted)
    .sort((a, b) => new Date(b.metadata.date).getTime() - new Date(a.metadata.date).getTime());
  const release = listed.find(isRelease);
  return {
    release: release ? toNewsPost(release) : null,
    posts: listed
      .filter((post) => !isRelease(post))
      .slice(0, count)
      .map(toNewsPost),
  };
}
