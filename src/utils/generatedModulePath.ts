import path from 'node:path';

/**
 * A file a plugin wrote with `createData`, as the `@generated/…` specifier a
 * route module should name it by.
 *
 * `createData` answers with an absolute path, and the framework names a route
 * module's chunk after a hash of the specifier it is given: with the absolute
 * path, the chunk's name, and so the short ids the bundle gives chunks and the
 * runtime's map of them that every page loads, changed with the folder the site
 * was built in. Two clean clones of one commit then shipped different bytes.
 * The framework's own plugins hand it aliased paths for the same reason.
 */
export function generatedModulePath(filePath: string, generatedFilesDir: string): string {
  const relative = path.relative(generatedFilesDir, filePath);
  if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) {
    throw new Error(`${filePath} is not inside the generated-files folder ${generatedFilesDir}`);
  }
  return `@generated/${relative.split(path.sep).join('/')}`;
}
