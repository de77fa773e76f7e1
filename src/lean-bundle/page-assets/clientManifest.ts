/**
 * The client manifest the framework writes after bundling the browser build
 * (`.docusaurus/client-manifest.json`, from react-loadable-ssr-addon): for
 * every chunk group (an entry point, or a dynamic import named by its
 * `webpackChunkName`) the ids of the chunks it consists of, and every chunk's
 * files.
 */
export type ClientManifest = {
  entrypoints: string[];
  origins: Record<string, Array<string | number>>;
  assets: Record<string, {js?: ManifestFile[]; css?: ManifestFile[]}>;
};

type ManifestFile = {file: string; publicPath?: string};

export class UnexpectedClientManifestError extends Error {
  constructor(detail: string) {
    super(
      `lean-bundle page-assets: the client manifest has a shape this plugin does not know ` +
        `(did the framework or its manifest plugin change?): ${detail}`,
    );
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function parseClientManifest(json: string): ClientManifest {
  const manifest: unknown = JSON.parse(json);
  if (!isRecord(manifest) || !Array.isArray(manifest.entrypoints) || !isRecord(manifest.origins) || !isRecord(manifest.assets)) {
    throw new UnexpectedClientManifestError('no entrypoints, origins or assets');
  }
  for (const [name, chunks] of Object.entries(manifest.origins)) {
    if (!Array.isArray(chunks) || !chunks.every((id) => typeof id === 'string' || typeof id === 'number')) {
      throw new UnexpectedClientManifestError(`origins of "${name}"`);
    }
  }
  for (const [id, files] of Object.entries(manifest.assets)) {
    const listsFiles = (list: unknown) => list === undefined || (Array.isArray(list) && list.every((f) => typeof f?.file === 'string'));
    if (!isRecord(files) || !listsFiles(files.js) || !listsFiles(files.css)) {
      throw new UnexpectedClientManifestError(`assets of chunk "${id}"`);
    }
  }
  return manifest as ClientManifest;
}

/**
 * The JavaScript files (paths inside the build folder) of some chunk groups,
 * each once, in order. A name the manifest does not list has nothing to load:
 * the bundler found its modules already in a loaded chunk and dropped it, as
 * the browser's runtime does.
 */
export function chunkGroupScripts(manifest: ClientManifest, groupNames: Iterable<string>): string[] {
  return chunkGroupFiles(manifest, groupNames, 'js');
}

/** The stylesheets of some chunk groups, the same way: the components' own ones (see cacheGroups.ts). */
export function chunkGroupStylesheets(manifest: ClientManifest, groupNames: Iterable<string>): string[] {
  return chunkGroupFiles(manifest, groupNames, 'css');
}

function chunkGroupFiles(manifest: ClientManifest, groupNames: Iterable<string>, kind: 'js' | 'css'): string[] {
  const files = new Set<string>();
  for (const name of groupNames) {
    for (const id of manifest.origins[name] ?? []) {
      for (const {file} of manifest.assets[String(id)]?.[kind] ?? []) files.add(file);
    }
  }
  return [...files];
}

/** The entry points' scripts, which the framework's HTML template already loads on every page. */
export function entryScripts(manifest: ClientManifest): string[] {
  const scripts = chunkGroupScripts(manifest, manifest.entrypoints);
  if (scripts.length === 0) throw new UnexpectedClientManifestError('entry points without scripts');
  return scripts;
}
