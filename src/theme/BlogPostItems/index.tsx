import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import BlogListTitle from '@site/src/components/BlogListTitle';

type Props = WrapperProps<typeof BlogPostItemsType>;

/**
 * The theme's blog list pages have no level-one heading, unlike tag and author
 * pages. Putting one above the posts keeps every page's headings in order
 * (h1, then the post titles as h2).
 */
export default function BlogPostItemsWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListTitle />
      <BlogPostItems {...props} />
    </>
  );
}
