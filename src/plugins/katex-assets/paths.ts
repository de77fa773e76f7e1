/** Where the KaTeX stylesheet is served from, relative to the base URL. */
export const KATEX_STYLESHEET_PATH = 'katex/katex.min.css';
