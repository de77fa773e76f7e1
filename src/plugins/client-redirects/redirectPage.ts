/** Served at the site root; redirect pages load it instead of running an inline script. */
export const REDIRECT_SCRIPT_FILE = 'client-redirect.js';

/**
 * Reads the target from the script element that loaded it, and forwards the
 * query string and fragment when asked, as the framework's inline script did.
 */
export const REDIRECT_SCRIPT = `(function () {
  var script = document.currentScript;
  var target = script && script.getAttribute('data-to');
  if (!target) return;
  window.location.href = script.hasAttribute('data-forward')
    ? target + window.location.search + window.location.hash
    : target;
})();
`;

/**
 * The inline script of @docusaurus/plugin-client-redirects 3.7 pages:
 * `window.location.href = '<url>'` plus, unless the target has its own query
 * or fragment, `+ window.location.search + window.location.hash`.
 */
const INLINE_REDIRECT = /<script>\s*window\.location\.href = '([^']*)'( \+ window\.location\.search \+ window\.location\.hash)?;\s*<\/script>/;

export function isClientRedirectPage(html: string): boolean {
  return /<meta http-equiv="refresh"/.test(html) && INLINE_REDIRECT.test(html);
}

function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/**
 * The same page with the inline script replaced by the shared external one,
 * so a Content-Security-Policy without 'unsafe-inline' (and without one hash
 * per redirect) lets it run. Pages in another shape come back unchanged.
 */
export function externalizeRedirectScript(html: string, scriptUrl: string): string {
  return html.replace(INLINE_REDIRECT, (_match, target: string, forward: string | undefined) => {
    const forwardAttribute = forward ? ' data-forward' : '';
    return `<script src="${attribute(scriptUrl)}" data-to="${attribute(target)}"${forwardAttribute}></script>`;
  });
}
