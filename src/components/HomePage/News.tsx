import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Heading from '@theme/Heading';
import type {HomeNews, NewsPost} from '@site/src/plugins/home-page/news';
import styles from './styles.module.css';

function PostDate({post}: {post: NewsPost}): ReactNode {
  return (
    <time dateTime={post.date} className={styles.postDate}>
      {post.displayDate}
    </time>
  );
}

/** The latest release announcement, and the latest other posts of the blog. */
export default function News({news}: {news: HomeNews}): ReactNode {
  const {release, posts} = news;
  if (!release && posts.length === 0) {
    return null;
  }
  return (
    <section className={styles.news} aria-labelledby="news-heading">
      <div className="container">
        <Heading as="h2" id="news-heading" className={styles.sectionTitle}>
          What’s new
        </Heading>
        <div className={styles.newsGrid}>
          {release && (
            <article className={styles.release}>
              <p className={styles.eyebrow}>Latest release</p>
              <Heading as="h3" className={styles.releaseTitle}>
                <Link to={release.permalink}>{release.title}</Link>
              </Heading>
              <PostDate post={release} />
              <p>{release.description}</p>
              <Link to={release.permalink} className={styles.more} aria-label={`Read the release notes of ${release.title}`}>
                Read the release notes
              </Link>
            </article>
          )}
          {posts.length > 0 && (
            <div className={styles.posts}>
              <p className={styles.eyebrow}>From the blog</p>
              <ul className={styles.postList}>
                {posts.map((post) => (
                  <li key={post.permalink}>
                    <Heading as="h3" className={styles.postTitle}>
                      <Link to={post.permalink}>{post.title}</Link>
                    </Heading>
                    <PostDate post={post} />
                  </li>
                ))}
              </ul>
              <p className={styles.newsLinks}>
                <Link to="/blog/">All posts</Link>
                <Link to="/changelog/">Changelog</Link>
              </p>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
