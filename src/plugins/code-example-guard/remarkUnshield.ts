import type {Root} from 'mdast';
import {visit} from 'unist-util-visit';
import {SHIELD} from './shield';

/**
 * Removes the marks that `shieldCodeExamples` put in code examples, so they
 * read exactly as written. Runs before the framework's own Remark plugins
 * (`beforeDefaultRemarkPlugins`), which read code blocks (Mermaid, npm2yarn,
 * live code). Marks are also removed from text and inline code, in case a
 * fence the line scan saw is not one for the MDX parser.
 */
export default function remarkUnshield() {
  return (tree: Root): void => {
    visit(tree, (node) => {
      if ((node.type === 'code' || node.type === 'inlineCode' || node.type === 'text') && node.value.includes(SHIELD)) {
        node.value = node.value.replaceAll(SHIELD, '');
      }
    });
  };
}
