import {createHash} from 'node:crypto';

/**
 * The framework runs every plugin's postBuild at the same time, the PWA
 * plugin's included: the service worker's precache list may be taken before
 * another plugin has written (or rewritten) its files. A bridge closes that
 * race. The writing plugin expects a result when it is set up and settles it
 * once its files are on disk; a manifest transform given to the PWA plugin
 * waits for it and puts the files in the list with their final revisions.
 */

/** An entry of the service worker's precache list (workbox's shape). */
export type PrecacheEntry = {url: string; revision: string | null; size: number};

export type PrecacheTransformResult = {manifest: PrecacheEntry[]; warnings: string[]};

/** A precache entry for a file written after the build, its revision as workbox computes one. */
export function precacheEntry(relativePath: string, content: string | Buffer): PrecacheEntry {
  return {
    url: relativePath,
    revision: createHash('md5').update(content).digest('hex'),
    size: Buffer.byteLength(content),
  };
}

export type PrecacheBridge<T> = {
  /** Called when the writing plugin is set up for a build: transforms will wait for it. */
  expect(): void;
  announce(value: T): void;
  fail(error: unknown): void;
  /** The announced value; `undefined` when no plugin expected one (the plugin is not in this build). */
  settled(): Promise<T | undefined>;
};

export function createPrecacheBridge<T>(): PrecacheBridge<T> {
  let pending: Promise<T> | null = null;
  let settle: {resolve: (value: T) => void; reject: (error: unknown) => void} | null = null;
  return {
    expect() {
      pending = new Promise<T>((resolve, reject) => {
        settle = {resolve, reject};
      });
      // Nothing may be waiting yet (no PWA plugin, a failed build): keep an
      // unobserved rejection from crashing the process; the plugin reports it.
      pending.catch(() => undefined);
    },
    announce(value) {
      settle?.resolve(value);
    },
    fail(error) {
      settle?.reject(error);
    },
    settled() {
      return pending ?? Promise.resolve(undefined);
    },
  };
}
