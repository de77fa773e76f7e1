/**
 * The heavy half of the playground: the MDX compiler and its remark plugins.
 * Only reached through a dynamic import, so it becomes a chunk of its own that
 * the browser downloads when the playground page asks for it, never before.
 */
import type {ComponentType} from 'react';
import * as runtime from 'react/jsx-runtime';
import {evaluate} from '@mdx-js/mdx';
import type {MDXProps} from 'mdx/types';
import {useMDXComponents} from '@mdx-js/react';
import {playgroundRemarkPlugins} from '@site/src/utils/mdxPlayground';

export async function compileMdx(source: string): Promise<ComponentType<MDXProps>> {
  const {default: Content} = await evaluate(source, {
    ...runtime,
    // Components from the surrounding MDXProvider (the theme's) fill in the
    // elements the compiled content uses, as on any page of the site.
    useMDXComponents,
    remarkPlugins: playgroundRemarkPlugins,
    development: false,
  });
  return Content;
}
