import StringContent from '@theme/CodeBlock/Content/String';
import LiveCodeBlock from '@theme-original/CodeBlock';

// The server bundle's copy of ./index.ts: `#code-highlighter` (package.json's
// imports) resolves here under the `node` condition, which only the server
// bundle has. Every page is rendered with its code highlighted, live blocks included.

const ready = (): boolean => true;
const loaded = (): Promise<void> => Promise.resolve();

export const highlighter = {load: loaded, useReady: ready, Component: StringContent};

export const liveCodeBlock = {load: loaded, useReady: ready, Component: LiveCodeBlock};
