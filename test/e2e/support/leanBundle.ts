import fs from 'node:fs';
import path from 'node:path';
import {inject} from 'vitest';
import {LEAN_BUNDLE_FILE, type LeanBundleReport} from '../../../src/lean-bundle/report';
import type {TweakName} from '../../../src/lean-bundle/tweaks';

/**
 * The bundle tweaks of the build under test, as the build recorded them
 * (src/lean-bundle). The suite runs on both kinds of build: a test of what a
 * tweak does runs only on a build that has it, and is reported as skipped on
 * the others (`it.runIf(hasTweak(...))`).
 */
function readReport(): LeanBundleReport {
  const file = path.join(inject('buildDir'), LEAN_BUNDLE_FILE);
  if (!fs.existsSync(file)) throw new Error(`No ${LEAN_BUNDLE_FILE} in the build under test: build it again with this checkout.`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as LeanBundleReport;
}

let report: LeanBundleReport | undefined;

export function hasTweak(name: TweakName): boolean {
  report ??= readReport();
  return report.tweaks.includes(name);
}

/**
 * The scripts a page's HTML runs to start, as paths in the order they run:
 * the list its start script carries (page-assets tweak), or else its
 * `<script src>` elements.
 */
export function startupScripts(html: string): string[] {
  const listed = /<script\b[^>]*\sdata-app-scripts="([^"]*)"/.exec(html)?.[1];
  const sources = listed !== undefined ? listed.split(' ') : [...html.matchAll(/<script\b[^>]*\ssrc=["']?([^"'\s>]+)/g)].map(([, src]) => src!);
  return sources.filter((src) => src !== '').map((src) => new URL(src, 'http://x').pathname);
}
