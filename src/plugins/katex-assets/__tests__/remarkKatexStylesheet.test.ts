import type {Paragraph, PhrasingContent, Root} from 'mdast';
import type {} from 'mdast-util-math';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {describe, expect, it} from 'vitest';
import remarkKatexStylesheet from '../remarkKatexStylesheet';

const paragraph = (children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function tree(...children: Root['children']): Root {
  return {type: 'root', children};
}

function headElements(root: Root): MdxJsxFlowElement[] {
  return root.children.filter(
    (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'Head',
  );
}

describe('remarkKatexStylesheet', () => {
  const transform = remarkKatexStylesheet({baseUrl: '/base/'});

  it('adds one Head element linking the stylesheet to a document with inline math', () => {
    const root = tree(paragraph([{type: 'text', value: 'Area: '}, {type: 'inlineMath', value: 'A = \\pi r^2'}]));
    transform(root);
    const heads = headElements(root);
    expect(heads).toHaveLength(1);
    expect(root.children[0]).toBe(heads[0]);
    const link = heads[0]!.children[0] as MdxJsxFlowElement;
    expect(link.name).toBe('link');
    expect(link.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'rel', value: 'stylesheet'},
      {type: 'mdxJsxAttribute', name: 'href', value: '/base/katex/katex.min.css'},
    ]);
  });

  it('does the same for display math', () => {
    const root = tree({type: 'math', value: 'e^{i\\pi} + 1 = 0'});
    transform(root);
    expect(headElements(root)).toHaveLength(1);
  });

  it('leaves documents without math untouched', () => {
    const root = tree(paragraph([{type: 'text', value: 'It costs $5.'}]));
    const before = structuredClone(root);
    transform(root);
    expect(root).toEqual(before);
  });
});
