import {MIN_SECTION_ROUTES, parseRoutes, type RouteNode} from '../../sections';

// A site shaped like ours, in the format @docusaurus/core 3.7.0 generates (codegenRoutes.ts):
// a home page, a blog of many flat routes, docs with an older version, a small page and the catch-all.
export const POSTS = MIN_SECTION_ROUTES;
export const DOCS = MIN_SECTION_ROUTES;
export const hash = (text: string) => [...text].reduce((sum, char) => (sum * 31 + char.charCodeAt(0)) % 4096, 7).toString(16).padStart(3, '0');
export const route = (routePath: string, extra = '', children?: string[]) =>
  [
    '{',
    `  path: '${routePath}',`,
    `  component: ComponentCreator('${routePath}', '${hash(routePath + extra)}'),`,
    children ? `  routes: [\n${children.join(',\n')}\n  ]` : '  exact: true',
    '}',
  ].join('\n');
export const docs = (base: string) => Array.from({length: DOCS}, (_, n) => route(`${base}page-${n}/`));
export const posts = Array.from({length: POSTS}, (_, n) => route(`/blog/post-${n}/`));
export const routesSource = [
  "import React from 'react';",
  "import ComponentCreator from '@docusaurus/ComponentCreator';",
  '',
  'export default [',
  [
    route('/about/'),
    route('/blog/'),
    ...posts,
    route('/docs/', 'root', [
      route('/docs/1.0/', 'version', [route('/docs/1.0/', 'doc-root', docs('/docs/1.0/'))]),
      route('/docs/', 'version', [route('/docs/', 'doc-root', docs('/docs/'))]),
    ]),
    route('/'),
    "{\n  path: '*',\n  component: ComponentCreator('*'),\n}",
  ].join(',\n'),
  '];',
  '',
].join('\n');

export const tree = parseRoutes(routesSource);
export const keyOf = (node: RouteNode) => `${node.component![0]}-${node.component![1]}`;
export const allNodes = (nodes: RouteNode[]): RouteNode[] => nodes.flatMap((node) => [node, ...allNodes(node.routes ?? [])]);
export const pages = allNodes(tree).filter((node) => node.component!.length === 2);
export const byPath = (routePath: string) => pages.filter((node) => node.path === routePath);

// Chunk names: one component chunk per page kind (shared), a content chunk per page, and
// blog list items that reuse the posts' content chunks.
export const routesChunkNames: Record<string, Record<string, unknown>> = Object.fromEntries(
  pages.map((node) => {
    const kind = node.path.startsWith('/blog/') ? 'blogcomp' : node.path.startsWith('/docs/') ? 'doccomp0' : 'pagecomp';
    return [keyOf(node), {__comp: kind, content: hash(keyOf(node)).padStart(8, 'c')}];
  }),
);
export const blogList = keyOf(byPath('/blog/')[0]!);
routesChunkNames[blogList]!.items = posts.slice(0, 3).map((_, n) => ({content: routesChunkNames[keyOf(byPath(`/blog/post-${n}/`)[0]!)]!.content}));
const chunkNames = [...new Set(JSON.stringify(routesChunkNames).match(/"[0-9a-z]{8}"/g)!.map((name) => JSON.parse(name) as string))];
export const registrySource = `export default {\n${chunkNames
  .map((name) => `  "${name}": [() => import(/* webpackChunkName: "${name}" */ "@site/${name}.mdx"), "@site/${name}.mdx", require.resolveWeak("@site/${name}.mdx")],`)
  .join('\n')}};\n`;
