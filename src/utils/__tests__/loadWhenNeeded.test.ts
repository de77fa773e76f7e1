import {createElement, type ReactNode} from 'react';
import {prerenderToNodeStream} from 'react-dom/static';
import {describe, expect, it, vi} from 'vitest';
import {LOAD_CHUNK_ATTRIBUTE} from '../loadChunkMarker';
import {loadWhenNeeded} from '../loadWhenNeeded';

type Props = {name: string; show: boolean};

/** The page as the build writes it: React waits for lazy components before the HTML is done. */
async function renderPage(element: ReactNode): Promise<string> {
  const {prelude} = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  // Suspense boundaries leave comment markers around what they resolved to.
  return html.replace(/<!--.*?-->/g, '');
}

/** The marker a shown part leaves for the build's page pass. */
const MARKER = `<template ${LOAD_CHUNK_ATTRIBUTE}="greeting"></template>`;

function setup() {
  const Original = ({name}: Props) => createElement('p', {className: 'original'}, `Hello ${name}`);
  const load = vi.fn(() => Promise.resolve({default: Original}));
  const Placeholder = ({name}: Props) => createElement('span', {className: 'placeholder'}, name);
  return {load, Placeholder};
}

describe('loadWhenNeeded', () => {
  it('renders the original in full on the server when needed, after loading its code, with the marker naming its chunk', async () => {
    const {load, Placeholder} = setup();
    const Component = loadWhenNeeded<Props>({chunk: 'greeting', load, isNeeded: (props) => props.show, placeholder: Placeholder});
    expect(await renderPage(createElement(Component, {name: 'Ada', show: true}))).toBe(
      `${MARKER}<p class="original">Hello Ada</p>`,
    );
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders the placeholder, and never loads the code, when not needed', async () => {
    const {load, Placeholder} = setup();
    const Component = loadWhenNeeded<Props>({chunk: 'greeting', load, isNeeded: (props) => props.show, placeholder: Placeholder});
    expect(await renderPage(createElement(Component, {name: 'Ada', show: false}))).toBe(
      '<span class="placeholder">Ada</span>',
    );
    expect(load).not.toHaveBeenCalled();
  });

  it('renders nothing by default when not needed', async () => {
    const {load} = setup();
    const Component = loadWhenNeeded<Props>({chunk: 'greeting', load, isNeeded: (props) => props.show});
    expect(await renderPage(createElement('div', null, createElement(Component, {name: 'Ada', show: false})))).toBe(
      '<div></div>',
    );
  });

  it('loads the code once for all the instances that need it', async () => {
    const {load, Placeholder} = setup();
    const Component = loadWhenNeeded<Props>({chunk: 'greeting', load, isNeeded: (props) => props.show, placeholder: Placeholder});
    const page = createElement(
      'div',
      null,
      createElement(Component, {name: 'Ada', show: true}),
      createElement(Component, {name: 'Grace', show: true}),
    );
    expect(await renderPage(page)).toBe(`<div>${MARKER}<p class="original">Hello Ada</p>${MARKER}<p class="original">Hello Grace</p></div>`);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
