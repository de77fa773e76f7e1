/**
 * Attribute our live code block wrapper (src/theme/Playground) renders around
 * each playground. The hosting-headers plugin finds the pages that evaluate
 * code at run time by it; both sides import it from here.
 */
export const LIVE_CODE_MARKER = 'data-live-codeblock';
