import type {Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit, EXIT} from 'unist-util-visit';
import {KATEX_STYLESHEET_PATH} from './paths';

type Options = {baseUrl: string};

function containsMath(tree: Root): boolean {
  let found = false;
  visit(tree, (node) => {
    if (node.type === 'math' || node.type === 'inlineMath') {
      found = true;
      return EXIT;
    }
    return undefined;
  });
  return found;
}

/**
 * Adds the KaTeX stylesheet to the <head> of pages that contain math, and only
 * to them: the framework bundles all imported CSS into one global file, so a
 * plain `import 'katex/...css'` would make every page pay for KaTeX.
 */
export default function remarkKatexStylesheet({baseUrl}: Options) {
  const href = `${baseUrl}${KATEX_STYLESHEET_PATH}`;
  return (tree: Root): void => {
    if (!containsMath(tree)) {
      return;
    }
    const head: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      // Capitalised: MDX maps `Head` to the framework's head manager; a lowercase `head`
      // would render a <head> element inside the page and break hydration.
      name: 'Head',
      attributes: [],
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'link',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
            {type: 'mdxJsxAttribute', name: 'href', value: href},
          ],
          children: [],
        },
      ],
    };
    tree.children.unshift(head);
  };
}
