/**
 * When a page that runs typed code should load itself again to get the
 * Content-Security-Policy that allows it (src/components/EvaluatesCode).
 */
export type EvalViolation = {
  /** `eval` when the blocked thing was `eval`, `new Function` or the like. */
  blockedURI: string;
  disposition: string;
  /** The URL the current document was loaded from (its navigation entry), if known. */
  documentUrl: string | null;
  currentUrl: string;
};

/** The path of a URL, or null for a missing or unreadable one. */
function pathOf(url: string | null): string | null {
  if (url === null) return null;
  try {
    return new URL(url).pathname;
  } catch {
    return null;
  }
}

/**
 * Reload when eval was blocked for real and the document was loaded at
 * another address (the visitor came here inside the app). A document loaded
 * at this very address already has this page's policy: reloading would not
 * change it and could only loop.
 */
export function shouldReloadForEvalPolicy({blockedURI, disposition, documentUrl, currentUrl}: EvalViolation): boolean {
  if (blockedURI !== 'eval' || disposition !== 'enforce') {
    return false;
  }
  const loadedAt = pathOf(documentUrl);
  return loadedAt !== null && loadedAt !== pathOf(currentUrl);
}
