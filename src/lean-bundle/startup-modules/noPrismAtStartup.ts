// Stands in for the theme's start-up client module that registers Prism
// languages (see index.ts): on this site that happens with the first code block.
export {};
