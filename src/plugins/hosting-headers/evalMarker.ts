/**
 * Attribute on the element around every component that runs code a reader
 * typed (live code blocks, the MDX playground: src/components/EvaluatesCode).
 * The hosting-headers plugin gives exactly the pages carrying it a policy that
 * allows eval; both sides import the name from here.
 */
export const EVAL_MARKER = 'data-evaluates-code';
