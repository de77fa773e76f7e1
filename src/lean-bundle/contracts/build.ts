import fs from 'node:fs';
import path from 'node:path';
import {parseClientManifest, type ClientManifest} from '../page-assets/clientManifest';

/** The build the contracts read: the site's generated files and its output (see globalSetup.ts). */
export const siteDir = path.resolve(__dirname, '../../..');
export const generatedDir = path.join(siteDir, '.docusaurus');
export const buildDir = path.join(siteDir, 'build');

export const readGenerated = (name: string): string => fs.readFileSync(path.join(generatedDir, name), 'utf8');
export const readBuilt = (relativePath: string): string => fs.readFileSync(path.join(buildDir, relativePath), 'utf8');

let manifest: ClientManifest | undefined;
export function clientManifest(): ClientManifest {
  manifest ??= parseClientManifest(readGenerated('client-manifest.json'));
  return manifest;
}

/** The files of a chunk group of the client manifest (an entry point or a named chunk), by kind. */
export function groupFiles(group: string, kind: 'js' | 'css'): string[] {
  const {origins, assets} = clientManifest();
  return (origins[group] ?? []).flatMap((id) => (assets[String(id)]?.[kind] ?? []).map(({file}) => file));
}

/** The scripts every page loads: the runtime and `main.js`. */
export const entryScriptFiles = (): string[] => clientManifest().entrypoints.flatMap((entry) => groupFiles(entry, 'js'));

/** The installed framework module's source, as Node resolves it from the site. */
export const frameworkFile = (request: string): string => fs.readFileSync(require.resolve(request, {paths: [siteDir]}), 'utf8');
