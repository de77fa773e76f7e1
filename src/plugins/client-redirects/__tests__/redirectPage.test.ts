import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {externalizeRedirectScript, isClientRedirectPage, REDIRECT_SCRIPT} from '../redirectPage';

/** A page as @docusaurus/plugin-client-redirects 3.7 writes it. */
const page = (script: string) => `
<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=/docs/installation/">
    <link rel="canonical" href="/docs/installation/" />
  </head>
  <script>
    ${script}
  </script>
</html>
`;
const forwarding = page(`window.location.href = '/docs/installation/' + window.location.search + window.location.hash;`);
const plain = page(`window.location.href = '/?from=home-redirect';`);

describe('externalizeRedirectScript', () => {
  it('replaces the inline script with the shared file, keeping target and forwarding', () => {
    const html = externalizeRedirectScript(forwarding, '/client-redirect.js');
    expect(html).toContain('<script src="/client-redirect.js" data-to="/docs/installation/" data-forward></script>');
    expect(html).not.toContain('window.location');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/installation/">');
  });

  it('does not forward when the target has its own query or fragment', () => {
    expect(externalizeRedirectScript(plain, '/client-redirect.js')).toContain(
      '<script src="/client-redirect.js" data-to="/?from=home-redirect"></script>',
    );
  });

  it('escapes the target for the attribute', () => {
    const html = externalizeRedirectScript(page(`window.location.href = '/a?x=1&y="2"';`), '/r.js');
    expect(html).toContain('data-to="/a?x=1&amp;y=&quot;2&quot;"');
  });

  it('recognises redirect pages only', () => {
    expect(isClientRedirectPage(forwarding)).toBe(true);
    expect(isClientRedirectPage('<html><script>window.location.href = \'/x/\';</script></html>')).toBe(false);
    expect(isClientRedirectPage('<html><head><title>Docs</title></head><body></body></html>')).toBe(false);
  });
});

describe('REDIRECT_SCRIPT', () => {
  const run = (attributes: Record<string, string>, search: string, hash: string) => {
    const location = {href: '', search, hash};
    const script = {
      getAttribute: (name: string) => attributes[name] ?? null,
      hasAttribute: (name: string) => name in attributes,
    };
    vm.runInNewContext(REDIRECT_SCRIPT, {document: {currentScript: script}, window: {location}});
    return location.href;
  };

  it('goes to the target, with the query and fragment when forwarding', () => {
    expect(run({'data-to': '/docs/installation/', 'data-forward': ''}, '?a=1', '#b')).toBe('/docs/installation/?a=1#b');
    expect(run({'data-to': '/?from=home-redirect'}, '?a=1', '#b')).toBe('/?from=home-redirect');
  });
});
