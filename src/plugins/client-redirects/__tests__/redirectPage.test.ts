import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {rewritePage} from '../../post-build/pagePass';
import {externalizeRedirectScripts, REDIRECT_SCRIPT} from '../redirectPage';

/** The page after the rewrite, or undefined when it is left as it is. */
const externalize = (html: string, scriptUrl = '/client-redirect.js') => rewritePage('old/index.html', html, [externalizeRedirectScripts(scriptUrl)]);

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

describe('externalizeRedirectScripts', () => {
  it('replaces the inline script with the shared file, keeping target and forwarding', () => {
    const html = externalize(forwarding);
    expect(html).toContain('<script src="/client-redirect.js" data-to="/docs/installation/" data-forward></script>');
    expect(html).not.toContain('window.location');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/installation/">');
  });

  it('does not forward when the target has its own query or fragment', () => {
    expect(externalize(plain)).toContain(
      '<script src="/client-redirect.js" data-to="/?from=home-redirect"></script>',
    );
  });

  it('escapes the target for the attribute', () => {
    const html = externalize(page(`window.location.href = '/a?x=1&y="2"';`), '/r.js');
    expect(html).toContain('data-to="/a?x=1&amp;y=&quot;2&quot;"');
  });

  it('keeps every other byte of the page', () => {
    const html = externalize(forwarding)!;
    const [before, after] = forwarding.split(/<script>[\s\S]*<\/script>/);
    expect(html.startsWith(before!)).toBe(true);
    expect(html.endsWith(after!)).toBe(true);
  });

  it('rewrites redirect pages only', () => {
    expect(externalize('<html><script>window.location.href = \'/x/\';</script></html>')).toBeUndefined();
    expect(externalize('<html><head><title>Docs</title></head><body></body></html>')).toBeUndefined();
    // The statement shown as text, or in a comment, is not the script.
    const shown = page('').replace('<script>', '<pre>').replace('</script>', "window.location.href = '/x/';</pre><!-- <script>window.location.href = '/y/';</script> -->");
    expect(externalize(shown)).toBeUndefined();
    // A script of another shape on a redirect page is left as it is.
    expect(externalize(page('window.location.href = compute();'))).toBeUndefined();
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
