import {createContext, useContext, type ReactNode} from 'react';
import Heading from '@theme/Heading';
import {blogListTitle, type BlogListPageInfo} from '@site/src/utils/blogListTitle';
import styles from './styles.module.css';

const BlogListPageContext = createContext<BlogListPageInfo | null>(null);

/** Marks the subtree as a blog list page (not a tag or author listing). */
export function BlogListPageProvider({value, children}: {value: BlogListPageInfo; children: ReactNode}): ReactNode {
  return <BlogListPageContext.Provider value={value}>{children}</BlogListPageContext.Provider>;
}

/**
 * The level-one heading of a blog list page. Tag and author listings have
 * their own h1, so outside a list page this renders nothing.
 */
export default function BlogListTitle(): ReactNode {
  const info = useContext(BlogListPageContext);
  if (!info) {
    return null;
  }
  return (
    <Heading as="h1" className={styles.title}>
      {blogListTitle(info)}
    </Heading>
  );
}
