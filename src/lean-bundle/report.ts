import type {TweakName} from './tweaks';

/** What the build writes about itself, in the build folder, for the tests: which tweaks it has. */
export const LEAN_BUNDLE_FILE = '.lean-bundle.json';

export type LeanBundleReport = {mode: 'on' | 'off'; tweaks: TweakName[]};
