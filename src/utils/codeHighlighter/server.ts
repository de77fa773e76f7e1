import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme-original/CodeBlock';

// Server bundle's copy of ./index.ts (swapped in by src/plugins/lazy-prism):
// every page is rendered with its code highlighted, live blocks included.

const ready = (): boolean => true;
const loaded = (): Promise<void> => Promise.resolve();

export const highlighter = {load: loaded, useReady: ready, Component: StringContent};

export const liveCodeBlock = {load: loaded, useReady: ready, Component: LiveCodeBlock};
