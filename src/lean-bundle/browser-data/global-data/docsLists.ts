/**
 * A shorter form of the docs plugins' global data, for the browser bundle.
 *
 * Every page's main script carries the global data of every plugin, and for
 * each docs instance that includes, per version, the id, path and sidebar of
 * every doc: about 300 entries here, 2.8 kB gzip. Most paths are the
 * version's path followed by the id, and sidebar names repeat. The compact
 * form keeps a version's sidebar names once and writes each doc as its id
 * alone (derivable path, listed, first sidebar), or `[id, code, pathSuffix?]`.
 * `expandGlobalData` rebuilds the very objects the framework wrote, in the
 * browser, before anything reads them.
 *
 * This module runs in the browser: no Node imports.
 */

const DOCS_PLUGIN = 'docusaurus-plugin-content-docs';

/** A doc as the framework writes it, keys in this order; `unlisted` only when true. */
type Doc = {id: string; path: string; unlisted?: true; sidebar?: string};
export type GlobalData = Record<string, Record<string, unknown>>;

/**
 * A doc: its id alone when its path is the derived one, it is listed, and its
 * sidebar is the version's first; else `[id, code]`, or `[id, code, path]`
 * with the path after the version's path when it is not the derived one. The
 * code packs the sidebar and the unlisted flag: `(sidebarIndex + 1) * 2 +
 * (unlisted ? 1 : 0)`, sidebar index -1 meaning no sidebar.
 */
type CompactDoc = string | [id: string, code: number] | [id: string, code: number, pathSuffix: string];
/** A version's docs: the sidebar names, then the docs. An expanded list never starts with an array. */
type CompactDocs = [sidebars: string[], ...docs: CompactDoc[]];

/** The code of a listed doc in the version's first sidebar. */
const PLAIN_CODE = 2;

/** `/docs/guides/index` and `/docs/guides` are both written `/docs/guides`. */
function derivedPath(versionPath: string, id: string): string {
  return `${versionPath.replace(/\/$/, '')}/${id.replace(/(^|\/)index$/, '')}`.replace(/(.)\/$/, '$1');
}

function isDoc(value: unknown): value is Doc {
  if (typeof value !== 'object' || value === null) return false;
  const {id, path, unlisted, sidebar, ...rest} = value as Record<string, unknown>;
  return (
    typeof id === 'string' &&
    typeof path === 'string' &&
    (unlisted === undefined || unlisted === true) &&
    (sidebar === undefined || typeof sidebar === 'string') &&
    Object.keys(rest).length === 0
  );
}

/** The compact list, or null when a doc is not in the expected shape or outside the version's path. */
function compactDocs(versionPath: string, docs: readonly unknown[]): CompactDocs | null {
  if (!docs.every(isDoc) || !docs.every((doc) => doc.path.startsWith(versionPath))) return null;
  const sidebars = [...new Set(docs.flatMap((doc) => (doc.sidebar === undefined ? [] : [doc.sidebar])))];
  const entries = docs.map((doc): CompactDoc => {
    const sidebarIndex = doc.sidebar === undefined ? -1 : sidebars.indexOf(doc.sidebar);
    const code = (sidebarIndex + 1) * 2 + (doc.unlisted ? 1 : 0);
    if (doc.path !== derivedPath(versionPath, doc.id)) return [doc.id, code, doc.path.slice(versionPath.length)];
    return code === PLAIN_CODE ? doc.id : [doc.id, code];
  });
  return [sidebars, ...entries];
}

function expandDocs(versionPath: string, [sidebars, ...entries]: CompactDocs): Doc[] {
  return entries.map((entry) => {
    const [id, code, suffix] = typeof entry === 'string' ? [entry, PLAIN_CODE] : entry;
    // The framework's key order, so the objects are alike in every respect.
    const doc: Doc = {id, path: suffix === undefined ? derivedPath(versionPath, id) : versionPath + suffix};
    if (code % 2 === 1) doc.unlisted = true;
    const sidebarIndex = Math.floor(code / 2) - 1;
    if (sidebarIndex >= 0) doc.sidebar = sidebars[sidebarIndex];
    return doc;
  });
}

type Version = {path: string; docs: unknown[]};

/** Calls `visit` on every version of every docs instance: the one part of the data this module changes. */
function forEachDocsVersion(data: GlobalData, visit: (version: Version) => void): void {
  for (const instance of Object.values(data[DOCS_PLUGIN] ?? {})) {
    const versions = (instance as {versions?: unknown} | null)?.versions;
    if (!Array.isArray(versions)) continue;
    for (const version of versions as Partial<Version>[]) {
      if (typeof version?.path === 'string' && Array.isArray(version.docs)) visit(version as Version);
    }
  }
}

/** A compacted copy of the data; a version whose docs are not in the expected shape is left as it is. */
export function compactGlobalData(data: GlobalData): GlobalData {
  const copy = structuredClone(data);
  forEachDocsVersion(copy, (version) => {
    version.docs = compactDocs(version.path, version.docs) ?? version.docs;
  });
  return copy;
}

/** Expands, in place, what `compactGlobalData` compacted. */
export function expandGlobalData(data: GlobalData): GlobalData {
  forEachDocsVersion(data, (version) => {
    if (Array.isArray(version.docs[0])) version.docs = expandDocs(version.path, version.docs as CompactDocs);
  });
  return data;
}
