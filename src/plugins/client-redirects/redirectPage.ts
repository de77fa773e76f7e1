import {attribute, escapeAttribute, sourceRange, textContent, type PageRewrite} from '../post-build/pagePass';

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
 * The statement of @docusaurus/plugin-client-redirects 3.7's inline script:
 * `window.location.href = '<url>'` plus, unless the target has its own query
 * or fragment, `+ window.location.search + window.location.hash`.
 */
const REDIRECT_STATEMENT = /^\s*window\.location\.href = '([^']*)'( \+ window\.location\.search \+ window\.location\.hash)?;\s*$/;

/**
 * Redirect pages with the inline script replaced by the shared external one,
 * so a Content-Security-Policy without 'unsafe-inline' (and without one hash
 * per redirect) lets them run. A redirect page is one with a refresh meta
 * element and the framework's redirect script; other pages are left alone.
 */
export function externalizeRedirectScripts(scriptUrl: string): PageRewrite {
  return {
    name: 'client-redirects',
    // The framework's redirect pages carry this exact attribute; pages without it are not parsed.
    wants: (_path, html) => html.includes('http-equiv="refresh"'),
    edits({elements}) {
      if (!elements.some((element) => element.tagName === 'meta' && attribute(element, 'http-equiv')?.toLowerCase() === 'refresh')) {
        return [];
      }
      return elements.flatMap((element) => {
        if (element.tagName !== 'script' || attribute(element, 'src') !== undefined) return [];
        const statement = REDIRECT_STATEMENT.exec(textContent(element));
        if (!statement) return [];
        const [, target = '', forward] = statement;
        const {start, end} = sourceRange(element);
        const forwardAttribute = forward ? ' data-forward' : '';
        return [{start, end, text: `<script src="${escapeAttribute(scriptUrl)}" data-to="${escapeAttribute(target)}"${forwardAttribute}></script>`}];
      });
    },
  };
}
