import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import type AdmonitionTypesMap from '@theme/Admonition/Types';
import type {Props} from '@theme/Admonition';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';

/**
 * The `my-custom-admonition` keyword (declared in config/markdown.ts), loaded
 * only by the pages that use it: the type map is part of every MDX page's code.
 */
const MyCustomAdmonition = loadWhenNeeded<Props>({
  chunk: 'my-custom-admonition',
  load: () => import(/* webpackChunkName: "my-custom-admonition" */ '@site/src/components/MyCustomAdmonition'),
  isNeeded: () => true,
});

const defaultTypes: typeof AdmonitionTypesMap = DefaultAdmonitionTypes;

// Wraps the theme's registry: the built-in types stay as they are.
const AdmonitionTypes: typeof AdmonitionTypesMap = {
  ...defaultTypes,
  'my-custom-admonition': MyCustomAdmonition,
};

export default AdmonitionTypes;
