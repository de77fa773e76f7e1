import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import BlogListPage from '@theme-original/BlogListPage';
import type BlogListPageType from '@theme/BlogListPage';
import {BlogListPageProvider} from '@site/src/components/BlogListTitle';

type Props = WrapperProps<typeof BlogListPageType>;

/** Tells the components inside that they render a paginated list page. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  const {blogTitle, page, totalPages} = props.metadata;
  return (
    <BlogListPageProvider value={{blogTitle, page, totalPages}}>
      <BlogListPage {...props} />
    </BlogListPageProvider>
  );
}
