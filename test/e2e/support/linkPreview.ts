/**
 * What a link-preview crawler reads from a page: the HTML as served (it runs
 * no script), its Open Graph and Twitter image tags, and the picture those
 * name. Read with regular expressions over the head, which is all a crawl of
 * every page can afford; the pages are minified, so attributes may be
 * unquoted.
 */

export type LinkPreview = {
  ogImage: string | null;
  twitterImage: string | null;
  ogUrl: string | null;
  /** Classes of `<html>`: the kind of page (`docs-doc-page`, `blog-post-page`) and its plugin. */
  htmlClasses: string[];
};

const ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  // A slash before `>` closes the tag only after a space: `content=https://x/>` keeps its own.
  const inside = tag.replace(/^<\w+/, '').replace(/>$/, '').replace(/\s\/$/, '');
  for (const [, name = '', double, single, bare] of inside.matchAll(ATTRIBUTE)) {
    found.set(name.toLowerCase(), decode(double ?? single ?? bare ?? ''));
  }
  return found;
}

export function readLinkPreview(html: string): LinkPreview {
  const bodyStart = html.search(/<body[\s>]/i);
  const head = bodyStart === -1 ? html : html.slice(0, bodyStart);
  const metas = new Map<string, string>();
  for (const [tag] of head.matchAll(/<meta\s[^>]*>/gi)) {
    const attrs = attributes(tag);
    const name = (attrs.get('property') ?? attrs.get('name'))?.toLowerCase();
    const content = attrs.get('content');
    if (name && content !== undefined && !metas.has(name)) metas.set(name, content);
  }
  const htmlTag = /<html\b[^>]*>/i.exec(head)?.[0];
  return {
    ogImage: metas.get('og:image') ?? null,
    twitterImage: metas.get('twitter:image') ?? null,
    ogUrl: metas.get('og:url') ?? null,
    htmlClasses: (htmlTag ? (attributes(htmlTag).get('class') ?? '') : '').split(/\s+/).filter(Boolean),
  };
}

export type ImageSize = {format: 'png' | 'jpeg'; width: number; height: number};

/** A PNG's or JPEG's size from its header; null for any other file. */
export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 24 && PNG.every((byte, index) => bytes[index] === byte)) {
    // The first chunk is IHDR: width and height, big-endian, right after its type.
    return {format: 'png', width: view.getUint32(16), height: view.getUint32(20)};
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    // Walks the segments to the frame header (SOF0-SOF15, leaving out DHT, JPG and DAC).
    let offset = 2;
    while (offset + 9 <= bytes.length) {
      if (bytes[offset] !== 0xff) return null;
      const marker = bytes[offset + 1]!;
      if (marker === 0xff) {
        offset += 1;
        continue;
      }
      const length = view.getUint16(offset + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        return {format: 'jpeg', height: view.getUint16(offset + 5), width: view.getUint16(offset + 7)};
      }
      offset += 2 + length;
    }
  }
  return null;
}

export type PreviewImage = {
  url: string;
  status: number | null;
  size: ImageSize | null;
  bytes: number;
  error?: string;
};

/**
 * Fetches each image once from the server the crawl runs (a page's tags name
 * the public origin, SITE_URL; the path is what the build serves), a few at a
 * time: pages share the site card, and a card per page is one fetch.
 */
export async function fetchPreviewImages(urls: Iterable<string>, serverUrl: string): Promise<Map<string, PreviewImage>> {
  const queue = [...new Set(urls)];
  const results = new Map<string, PreviewImage>();
  const worker = async () => {
    for (let url = queue.pop(); url !== undefined; url = queue.pop()) {
      try {
        const {pathname} = new URL(url);
        const response = await fetch(new URL(pathname, serverUrl));
        const bytes = new Uint8Array(await response.arrayBuffer());
        results.set(url, {url, status: response.status, size: response.ok ? imageSize(bytes) : null, bytes: bytes.length});
      } catch (error) {
        results.set(url, {url, status: null, size: null, bytes: 0, error: error instanceof Error ? error.message : String(error)});
      }
    }
  };
  await Promise.all(Array.from({length: 8}, worker));
  return results;
}
