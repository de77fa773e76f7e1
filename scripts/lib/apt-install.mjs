/**
 * Installs a Debian package with apt-get, for the test tools the suite needs
 * on a fresh CI machine (Chromium, nginx). Only as root on a system with
 * apt-get; returns whether the package is installed afterwards.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

export function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  return isRoot && fs.existsSync('/usr/bin/apt-get');
}

export function aptInstall(packageName) {
  if (!canInstallWithApt()) {
    return false;
  }
  console.log(`[apt] installing Debian ${packageName} with apt-get…`);
  // Installing must not start the package's service (nginx would take port 80):
  // Debian's container images forbid that with /usr/sbin/policy-rc.d already.
  const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '--no-install-recommends', packageName], {stdio: 'inherit', env});
  let result = install();
  if (result.status !== 0) {
    // The package lists may be missing on a fresh machine.
    spawnSync('apt-get', ['update'], {stdio: 'inherit', env});
    result = install();
  }
  return result.status === 0;
}
