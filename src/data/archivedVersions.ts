// Relative import: this module is read both by the site config (Node) and the client.
import archived from '../../versionsArchived.json';

/** A docs version we no longer build, still readable on its frozen deployment. */
export type ArchivedVersion = {
  name: string;
  url: string;
};

/** Newest first, as written in `versionsArchived.json`. */
export const archivedVersions: readonly ArchivedVersion[] = Object.entries(
  archived as Record<string, string>,
).map(([name, url]) => ({name, url}));
