/** What a paginated blog list page knows about itself. */
export type BlogListPageInfo = {
  blogTitle: string;
  page: number;
  totalPages: number;
};

/** The heading of a blog list page: the blog's name, and the page after the first. */
export function blogListTitle({blogTitle, page, totalPages}: BlogListPageInfo): string {
  return page <= 1 ? blogTitle : `${blogTitle}, page ${page} of ${totalPages}`;
}
