/** Name the docs plugin gives the unreleased version, served from `docs/`. */
export const CURRENT_VERSION_NAME = 'current';

type NamedVersion = {name: string};
type VersionWithDocs = NamedVersion & {
  mainDocId: string;
  docs: readonly {id: string; path: string}[];
};

/**
 * The stable release: the newest released version. The docs plugin lists the
 * current (Canary) version first, then `versions.json` newest first.
 */
export function findStableVersion<T extends NamedVersion>(versions: readonly T[]): T | undefined {
  return versions.find((version) => version.name !== CURRENT_VERSION_NAME);
}

/** Released versions older than the stable one, newest first. */
export function pastVersions<T extends NamedVersion>(versions: readonly T[]): T[] {
  const stable = findStableVersion(versions);
  return versions.filter((version) => version.name !== CURRENT_VERSION_NAME && version !== stable);
}

/**
 * Where to send a reader of one version who wants another: the same page when
 * that version has it, else the version's main doc.
 */
export function versionTargetPath(
  version: VersionWithDocs,
  samePageInVersion: Readonly<Record<string, {path: string} | undefined>>,
): string {
  return (
    samePageInVersion[version.name]?.path ??
    version.docs.find((doc) => doc.id === version.mainDocId)?.path ??
    version.docs[0]?.path ??
    '/'
  );
}
