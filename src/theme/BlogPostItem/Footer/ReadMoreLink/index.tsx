import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Translate, {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';
import styles from './styles.module.css';

/**
 * The "Read more" link under each excerpt of a blog list.
 *
 * Screen readers get the theme's label, which names the post. The post title
 * is also part of the link's text, hidden from sight: whatever reads a page's
 * text rather than its accessibility tree (search engines, reader modes,
 * Lighthouse's link-text audit) would otherwise find ten links that all say
 * "Read more" and lead to different places.
 */
export default function BlogPostReadMoreLink({blogPostTitle, ...linkProps}: Props): ReactNode {
  const label = translate(
    {
      id: 'theme.blog.post.readMoreLabel',
      message: 'Read more about {title}',
      description: 'The ARIA label for the link to full blog posts from excerpts',
    },
    {title: blogPostTitle},
  );
  return (
    <Link aria-label={label} {...linkProps}>
      <b>
        <Translate id="theme.blog.post.readMore" description="The label used in blog post item excerpts to link to full blog posts">
          Read more
        </Translate>
      </b>
      <span className={styles.visuallyHidden}>: {blogPostTitle}</span>
    </Link>
  );
}
