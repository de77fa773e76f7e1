import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {substituteNginxConf, wrapperConf} from '../../scripts/lib/nginx-server.mjs';

/** The production test stage serves the build with the shipped file, changed in three kinds of line only. */
const shipped = fs.readFileSync(path.resolve('hosting/nginx.conf'), 'utf8');
const target = {
  root: '/tmp/site/build',
  httpPort: 18080,
  httpsPort: 18443,
  certificate: '/tmp/run/localhost.crt',
  certificateKey: '/tmp/run/localhost.key',
};

function changedLines(before: string, after: string): [string, string][] {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [[line.trim(), b[index]!.trim()] as [string, string]]));
}

describe('substituteNginxConf', () => {
  it('changes only the listen ports, the certificate and the site root', () => {
    expect(changedLines(shipped, substituteNginxConf(shipped, target))).toEqual([
      ['include /var/www/docusaurus/.hosting/nginx-csp-map.conf;', 'include /tmp/site/build/.hosting/nginx-csp-map.conf;'],
      ['listen 80;', 'listen 18080;'],
      ['listen [::]:80;', 'listen [::]:18080;'],
      ['listen 443 ssl http2;', 'listen 18443 ssl http2;'],
      ['listen [::]:443 ssl http2;', 'listen [::]:18443 ssl http2;'],
      ['ssl_certificate     /etc/ssl/docusaurus.io/fullchain.pem;', 'ssl_certificate     /tmp/run/localhost.crt;'],
      ['ssl_certificate_key /etc/ssl/docusaurus.io/privkey.pem;', 'ssl_certificate_key /tmp/run/localhost.key;'],
      ['root /var/www/docusaurus;', 'root /tmp/site/build;'],
    ]);
  });

  it('drops the IPv6 listens on a machine without IPv6', () => {
    const changed = changedLines(shipped, substituteNginxConf(shipped, {...target, ipv6: false}));
    expect(changed.filter(([before]) => before.startsWith('listen [::]'))).toEqual([
      ['listen [::]:80;', ''],
      ['listen [::]:443 ssl http2;', ''],
    ]);
  });

  it('refuses a file whose lines to substitute changed, rather than test half of it', () => {
    expect(() => substituteNginxConf(shipped.replace('listen 443 ssl http2;', 'listen 8443 ssl;'), target)).toThrow(
      /expected 2 HTTPS listen line/,
    );
    expect(() => substituteNginxConf(shipped.replace(/root \/var\/www\/docusaurus;/, 'root /srv/site;'), target)).toThrow(
      /site root/,
    );
  });
});

describe('wrapperConf', () => {
  it('keeps everything nginx writes in the run folder and includes the site file', () => {
    const conf = wrapperConf({workDir: '/tmp/run', siteConf: '/tmp/run/site.conf', confDir: '/etc/nginx', runAsRoot: false});
    const expected = [
      'pid /tmp/run/nginx.pid;',
      'error_log /tmp/run/error.log warn;',
      'access_log /tmp/run/access.log;',
      'client_body_temp_path /tmp/run/temp/body;',
      'include /tmp/run/site.conf;',
      'include /etc/nginx/mime.types;',
      // Debian's dynamic modules, brotli_static among them.
      'include /etc/nginx/modules-enabled/*.conf;',
    ];
    for (const line of expected) {
      expect(conf).toContain(line);
    }
    expect(conf).not.toMatch(/^user /m);
    // Debian's own hash sizes stay: the shipped file must cope with them.
    expect(conf).not.toContain('map_hash_bucket_size');
    const asRoot = wrapperConf({workDir: '/tmp/run', siteConf: '/tmp/run/site.conf', confDir: '/etc/nginx', runAsRoot: true});
    expect(asRoot).toMatch(/^user root;$/m);
  });
});
