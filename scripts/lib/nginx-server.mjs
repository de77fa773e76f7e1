/**
 * Serves a build with nginx and the server block the project ships
 * (`hosting/nginx.conf`), for the production test stage. Only three kinds of
 * line differ from the shipped file, each replaced by an exact rule that must
 * match (so a changed file fails loudly instead of being tested half-applied):
 *
 *   - `listen` ports: 80 and 443 become free ports above 1024 (IPv6 listens are
 *     dropped on a machine without IPv6);
 *   - `ssl_certificate` / `ssl_certificate_key`: a self-signed certificate
 *     for `localhost`, made with openssl for the run;
 *   - the site root `/var/www/docusaurus` (in `root` and in the `include` of the
 *     generated CSP map): the build folder under test.
 *
 * The shipped file is an http-context file dropped into Debian's conf.d/, so it
 * is included from a wrapper holding what Debian 12's /etc/nginx/nginx.conf
 * sets around it (the enabled dynamic modules, same hash sizes, mime types,
 * gzip), plus a pid file, logs and temp folders in a temporary folder, so that
 * nginx runs without root and without touching the system's nginx.
 *
 * The shipped file needs one module Debian's nginx package lacks,
 * brotli_static (package libnginx-mod-http-brotli-static): installed with
 * apt-get like nginx itself when missing.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {aptInstall} from './apt-install.mjs';

export const SHIPPED_CONF = path.resolve('hosting/nginx.conf');
export const SHIPPED_ROOT = '/var/www/docusaurus';
const SHIPPED_HTTP_PORT = 80;
const SHIPPED_HTTPS_PORT = 443;

const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];

/** Debian's package of the module that sends the build's `.br` copies (`brotli_static`). */
export const BROTLI_STATIC_PACKAGE = 'libnginx-mod-http-brotli-static';
const BROTLI_STATIC_MODULE = 'ngx_http_brotli_static_module.so';

/** NGINX_PATH, a system nginx, or Debian's package installed with apt-get when root; with brotli_static. */
export function findNginx() {
  const existing = () => [process.env.NGINX_PATH, ...NGINX_CANDIDATES].find((file) => file && fs.existsSync(file));
  const found = existing() ?? (aptInstall('nginx') ? existing() : undefined);
  if (!found) {
    throw new Error('No nginx found. Install one (Debian: `apt-get install -y nginx`) or set NGINX_PATH.');
  }
  if (!hasBrotliStatic(found) && !(aptInstall(BROTLI_STATIC_PACKAGE) && hasBrotliStatic(found))) {
    throw new Error(
      `${found} has no brotli_static module, which hosting/nginx.conf uses. Install it (Debian: \`apt-get install -y ${BROTLI_STATIC_PACKAGE}\`).`,
    );
  }
  return found;
}

/** nginx's build settings (`nginx -V`). */
function nginxSettings(nginx) {
  return spawnSync(nginx, ['-V'], {encoding: 'utf8'}).stderr;
}

/** Built in (`--add-module`), or a dynamic module where this nginx loads them from. */
function hasBrotliStatic(nginx) {
  const settings = nginxSettings(nginx);
  if (/--add-module=\S*brotli/.test(settings)) return true;
  return fs.existsSync(path.join(nginxModulesDir(nginx, settings), BROTLI_STATIC_MODULE));
}

function nginxModulesDir(nginx, settings = nginxSettings(nginx)) {
  const modulesPath = /--modules-path=(\S+)/.exec(settings)?.[1];
  if (modulesPath) return modulesPath;
  return path.join(/--prefix=(\S+)/.exec(settings)?.[1] ?? '/usr/local/nginx', 'modules');
}

export function nginxVersion(nginx) {
  const result = spawnSync(nginx, ['-v'], {encoding: 'utf8'});
  return `${result.stderr}${result.stdout}`.trim();
}

/** Folder of nginx's own configuration (mime.types lives there), from its build settings. */
function nginxConfDir(nginx) {
  const settings = nginxSettings(nginx);
  const confPath = /--conf-path=(\S+)/.exec(settings)?.[1];
  if (confPath) {
    return path.dirname(confPath);
  }
  const prefix = /--prefix=(\S+)/.exec(settings)?.[1] ?? '/usr/local/nginx';
  return path.join(prefix, 'conf');
}

function hasIpv6() {
  try {
    return fs.readFileSync('/proc/net/if_inet6', 'utf8').trim() !== '';
  } catch {
    return Object.values(os.networkInterfaces()).some((addresses) =>
      (addresses ?? []).some((address) => address.family === 'IPv6'),
    );
  }
}

/**
 * The shipped server block with the test's ports, certificate and root. Every
 * rule must apply exactly as often as the shipped file is known to need it.
 * @param {string} shipped
 * @param {{root: string, httpPort: number, httpsPort: number, certificate: string, certificateKey: string, ipv6?: boolean}} target
 */
export function substituteNginxConf(shipped, {root, httpPort, httpsPort, certificate, certificateKey, ipv6 = true}) {
  const rules = [
    {
      name: 'HTTP listen',
      pattern: new RegExp(`^(\\s*listen\\s+)(\\[::\\]:)?${SHIPPED_HTTP_PORT}\\b(.*)$`, 'gm'),
      count: 2,
      replace: (_line, start, v6, rest) => (v6 && !ipv6 ? '' : `${start}${v6 ?? ''}${httpPort}${rest}`),
    },
    {
      name: 'HTTPS listen',
      pattern: new RegExp(`^(\\s*listen\\s+)(\\[::\\]:)?${SHIPPED_HTTPS_PORT}\\b(.*)$`, 'gm'),
      count: 2,
      replace: (_line, start, v6, rest) => (v6 && !ipv6 ? '' : `${start}${v6 ?? ''}${httpsPort}${rest}`),
    },
    {
      name: 'certificate',
      pattern: /^(\s*ssl_certificate\s+)\S+;$/gm,
      count: 1,
      replace: (_line, start) => `${start}${certificate};`,
    },
    {
      name: 'certificate key',
      pattern: /^(\s*ssl_certificate_key\s+)\S+;$/gm,
      count: 1,
      replace: (_line, start) => `${start}${certificateKey};`,
    },
    {
      name: 'site root',
      pattern: new RegExp(`^(\\s*(?:root|include)\\s+)${SHIPPED_ROOT.replace(/[/.]/g, '\\$&')}(/[^;]*)?;$`, 'gm'),
      count: 2,
      replace: (_line, start, rest) => `${start}${root}${rest ?? ''};`,
    },
  ];
  let conf = shipped;
  for (const rule of rules) {
    const found = conf.match(rule.pattern)?.length ?? 0;
    if (found !== rule.count) {
      throw new Error(
        `hosting/nginx.conf: expected ${rule.count} ${rule.name} line(s) to substitute, found ${found}. Update scripts/lib/nginx-server.mjs with the file.`,
      );
    }
    conf = conf.replace(rule.pattern, rule.replace);
  }
  return conf;
}

/**
 * The http context of Debian 12's /etc/nginx/nginx.conf around the shipped
 * server block, with everything nginx writes kept in `workDir`.
 */
export function wrapperConf({workDir, siteConf, confDir, runAsRoot}) {
  const at = (name) => path.join(workDir, name);
  return `# Written by scripts/lib/nginx-server.mjs for one test run.
daemon off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
worker_processes 1;
${runAsRoot ? '# Workers keep the test runner\'s user: the build may sit in a folder only it can read.\nuser root;\n' : ''}
# As in Debian 12's /etc/nginx/nginx.conf: the dynamic modules installed (brotli_static among them).
include ${path.join(confDir, 'modules-enabled', '*.conf')};

events {
  worker_connections 256;
}

http {
  # As in Debian 12's /etc/nginx/nginx.conf.
  sendfile on;
  tcp_nopush on;
  types_hash_max_size 2048;
  include ${path.join(confDir, 'mime.types')};
  default_type application/octet-stream;
  ssl_protocols TLSv1.2 TLSv1.3;
  ssl_prefer_server_ciphers on;
  gzip on;

  access_log ${at('access.log')};
  client_body_temp_path ${at('temp/body')};
  proxy_temp_path ${at('temp/proxy')};
  fastcgi_temp_path ${at('temp/fastcgi')};
  uwsgi_temp_path ${at('temp/uwsgi')};
  scgi_temp_path ${at('temp/scgi')};

  include ${siteConf};
}
`;
}

/** A port nobody listens on right now (the kernel's pick). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

function makeCertificate(workDir) {
  const certificate = path.join(workDir, 'localhost.crt');
  const certificateKey = path.join(workDir, 'localhost.key');
  execFileSync(
    'openssl',
    [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-sha256', '-days', '2',
      '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
      '-keyout', certificateKey, '-out', certificate,
    ],
    {stdio: ['ignore', 'ignore', 'pipe']},
  );
  return {certificate, certificateKey};
}

/**
 * Writes the configuration for serving `buildDir` and returns how to run it.
 * @param {{buildDir: string, nginx?: string}} options
 */
export async function prepareNginx({buildDir, nginx = findNginx()}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-prod-'));
  fs.mkdirSync(path.join(workDir, 'temp'));
  // Debian's modules-enabled/ files load `modules/<name>.so` from nginx's prefix, which `-p` moves here.
  fs.symlinkSync(nginxModulesDir(nginx), path.join(workDir, 'modules'));
  const {certificate, certificateKey} = makeCertificate(workDir);
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const siteConf = path.join(workDir, 'site.conf');
  fs.writeFileSync(
    siteConf,
    substituteNginxConf(fs.readFileSync(SHIPPED_CONF, 'utf8'), {
      root: path.resolve(buildDir),
      httpPort,
      httpsPort,
      certificate,
      certificateKey,
      ipv6: hasIpv6(),
    }),
  );
  const mainConf = path.join(workDir, 'nginx.conf');
  const runAsRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  fs.writeFileSync(mainConf, wrapperConf({workDir, siteConf, confDir: nginxConfDir(nginx), runAsRoot}));
  const args = ['-p', workDir, '-e', path.join(workDir, 'error.log'), '-c', mainConf];
  return {nginx, workDir, mainConf, siteConf, args, httpPort, httpsPort, certificate};
}

/** `nginx -t` on the prepared configuration: its output, or a thrown error with it. */
export function testNginxConf(prepared) {
  const result = spawnSync(prepared.nginx, ['-t', ...prepared.args], {encoding: 'utf8'});
  const output = `${result.stdout}${result.stderr}`.trim();
  if (result.status !== 0) {
    throw new Error(`nginx -t rejects hosting/nginx.conf:\n${output}`);
  }
  return output;
}

function waitForPort(port, child, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = () => {
      if (child.exitCode !== null) {
        reject(new Error(`nginx exited with code ${child.exitCode}`));
        return;
      }
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) {
          reject(new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`));
        } else {
          setTimeout(attempt, 100);
        }
      });
    };
    attempt();
  });
}

/**
 * Checks the configuration, starts nginx in the foreground as a child of this
 * process, and resolves once it answers.
 * @param {{buildDir: string, nginx?: string}} options
 */
export async function startNginx(options) {
  const prepared = await prepareNginx(options);
  const testOutput = testNginxConf(prepared);
  const child = spawn(prepared.nginx, prepared.args, {stdio: ['ignore', 'inherit', 'inherit']});
  try {
    await waitForPort(prepared.httpsPort, child);
  } catch (error) {
    child.kill('SIGTERM');
    const log = fs.existsSync(path.join(prepared.workDir, 'error.log'))
      ? fs.readFileSync(path.join(prepared.workDir, 'error.log'), 'utf8')
      : '';
    throw new Error(`${error instanceof Error ? error.message : error}\n${log}`);
  }
  return {
    ...prepared,
    testOutput,
    url: `https://localhost:${prepared.httpsPort}`,
    httpUrl: `http://localhost:${prepared.httpPort}`,
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => {
          fs.rmSync(prepared.workDir, {recursive: true, force: true});
          resolve();
        });
        // Graceful stop: the master finishes open requests, then exits with its workers.
        child.kill('SIGQUIT');
      }),
  };
}
