/**
 * Finds a Chromium the end-to-end tests can drive, in this order:
 *   1. the CHROME_PATH environment variable;
 *   2. a system Chromium (Debian's `chromium` package and common names);
 *   3. when running as root on Debian/Ubuntu, installs `chromium` with apt-get;
 *   4. Playwright's own download (`playwright-core install chromium`).
 * Returns the executable path, or throws with what to do.
 */
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import {aptInstall} from './apt-install.mjs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

function firstExisting(paths) {
  return paths.find((candidate) => candidate && fs.existsSync(candidate));
}

function installWithApt() {
  return aptInstall('chromium') ? firstExisting(SYSTEM_CANDIDATES) : undefined;
}

async function installWithPlaywright() {
  console.log('[browser] trying Playwright’s own Chromium download…');
  try {
    execFileSync(process.execPath, ['node_modules/playwright-core/cli.js', 'install', 'chromium'], {
      stdio: 'inherit',
    });
    const {chromium} = await import('playwright-core');
    const executable = chromium.executablePath();
    return fs.existsSync(executable) ? executable : undefined;
  } catch {
    return undefined;
  }
}

export async function findBrowser() {
  const found =
    firstExisting([process.env.CHROME_PATH]) ??
    firstExisting(SYSTEM_CANDIDATES) ??
    installWithApt() ??
    (await installWithPlaywright());
  if (!found) {
    throw new Error(
      'No Chromium found. Install one (Debian: `apt-get install -y chromium`) or set CHROME_PATH.',
    );
  }
  return found;
}

/** Flags for a headless Chromium on a machine without network or GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--disable-dev-shm-usage',
];

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  console.log(await findBrowser());
}
