/**
 * Markdown links to files next to a page (`[Checklist](./list.txt)`) are
 * compiled into hashed asset URLs and marked `data-noBrokenLinkCheck`. The
 * framework's Link then treats them like routes and, with `trailingSlash:
 * true`, appends a slash (`/assets/files/list-1a2b.txt/`), a URL no static
 * host serves. These helpers recognise such links so they can be rendered as
 * plain anchors.
 */

/** Whether the last path segment of `href` has a file extension (`report.pdf`, `list.txt`). */
export function hasFileExtension(href: string): boolean {
  const [pathname = ''] = href.split(/[?#]/);
  const lastSegment = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(lastSegment);
}

/** A compiled Markdown file link: marked by the build, pointing at a file, on this site. */
export function isBundledFileLink(props: {href?: string; 'data-noBrokenLinkCheck'?: unknown}): boolean {
  const {href} = props;
  return (
    props['data-noBrokenLinkCheck'] === true &&
    typeof href === 'string' &&
    href.startsWith('/') &&
    !href.startsWith('//') &&
    hasFileExtension(href)
  );
}
