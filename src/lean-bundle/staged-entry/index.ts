import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {productionBrowserPlugin} from '../browserBundle';

/** The module that replaces the framework's browser entry (it ends by importing the framework's). */
export const STAGED_ENTRY = path.resolve(__dirname, 'client/entry.ts');

/**
 * Starts the app in stages, so that evaluating `main.js` is not one long task
 * (see client/entry.ts). Production browser bundle only: the server bundle has
 * its own entry, and the development server keeps the framework's.
 */
export default function stagedEntryPlugin(): Plugin {
  return productionBrowserPlugin('lean-bundle-staged-entry', () => ({entry: STAGED_ENTRY}));
}
