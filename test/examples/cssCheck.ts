import postcss, {CssSyntaxError} from 'postcss';
import type {CodeBlock} from './extract';
import type {Failure} from './failure';

/** CSS examples, parsed by PostCSS: the first tool the framework's CSS pipeline runs on a stylesheet. */
export function checkCss(block: CodeBlock): Failure[] {
  try {
    postcss.parse(block.code);
    return [];
  } catch (error) {
    if (!(error instanceof CssSyntaxError)) throw error;
    return [{line: block.line + (error.line ?? 1), message: `PostCSS: ${error.reason}`}];
  }
}
