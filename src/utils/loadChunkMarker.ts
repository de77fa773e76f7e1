/**
 * The attribute of the empty `<template>` that a part loaded when needed
 * (loadWhenNeeded.tsx) leaves in the pages that show it, naming its chunk:
 * the build's page pass (src/lean-bundle/page-assets) reads it and has the
 * page load that chunk with its other scripts. Its own module, without
 * React: the build's Node side reads it too.
 */
export const LOAD_CHUNK_ATTRIBUTE = 'data-load-chunk';
