/**
 * What the words of an address that leads nowhere say: the words to search
 * for, and, for a docs address, the version it names and the page path after
 * it. Pure, for the not-found page (src/components/PageFinder).
 */

export type MissingAddress = {
  /** The words of the path, in order: segments split at `/`, `-`, `_`, `.` and camel humps. */
  words: string[];
  /** For an address under the docs: the version segment it names (if any) and the rest of the path. */
  docs: {version: string | null; rest: string} | null;
};

/** A release number, as docs versions are named: `3.6.3`, `2.0.0-beta.14`. */
const VERSION = /^\d+\.\d+(?:\.\d+)?(?:-[a-z]+(?:\.\d+)?)?$/i;
/** Segments that name a part of the site rather than a subject. */
const SECTIONS = new Set(['docs', 'blog', 'changelog', 'community', 'tests']);
/** Of those, the ones whose name tells search which kind of page is wanted (a post, release notes). */
const NAMED_KINDS = new Set(['blog', 'changelog']);
/** Leftovers of how an address was written rather than what it is about. */
const NOISE = new Set(['index', 'html', 'htm', 'md', 'mdx', 'www', 'category']);
const CAMEL = /(?<=[\p{Ll}\p{N}])(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u;

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A broken escape says nothing: the words around it still do.
    return segment.replace(/%(?:[0-9a-f]{2})?/gi, ' ');
  }
}

/** The words of a segment; a segment of digits alone is a date or a number, and says nothing. */
function segmentWords(segment: string): string[] {
  if (/^\d+$/.test(segment)) return [];
  return segment
    .split(/[-_.\s+@,;:!~'()*]+/)
    .flatMap((piece) => piece.split(CAMEL))
    .map((word) => word.toLowerCase())
    .filter((word) => word.length > 1 && !NOISE.has(word));
}

/**
 * Reads a path (without query or fragment) below the site's base URL.
 * Segments of digits alone are left out (blog addresses carry dates),
 * release numbers are kept whole outside the docs (`/changelog/3.7/`), the
 * docs' own version segment is taken apart from the words, and a blog or
 * changelog address adds the name of its section, which search reads as
 * the kind of page wanted.
 */
export function readMissingAddress(pathname: string, baseUrl = '/'): MissingAddress {
  const local = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname.replace(/^\/+/, '');
  const segments = local
    .split('/')
    .map(decodeSegment)
    .map((segment) => segment.replace(/\.(html?|mdx?)$/i, ''))
    .filter((segment) => segment.length > 0 && segment !== 'index');
  let docs: MissingAddress['docs'] = null;
  let subject = segments;
  if (segments[0] === 'docs') {
    const version = segments[1] !== undefined && (VERSION.test(segments[1]) || segments[1] === 'next') ? segments[1] : null;
    const rest = segments.slice(version ? 2 : 1);
    docs = {version, rest: rest.join('/')};
    subject = rest;
  } else if (segments[0] !== undefined && SECTIONS.has(segments[0])) {
    subject = segments.slice(1);
  }
  const words = subject.flatMap((segment) => (VERSION.test(segment) ? [segment] : segmentWords(segment)));
  // "changelog 3.7" asks for release notes, "blog ..." for a post: search ranks pages of the kind a query names first.
  if (segments[0] !== undefined && NAMED_KINDS.has(segments[0]) && words.length > 0) words.unshift(segments[0]);
  return {words: [...new Set(words)], docs};
}
