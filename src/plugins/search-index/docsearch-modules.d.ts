// DocSearch ships its lazily loaded modal entry point as a plain JavaScript
// re-export without declarations; it is typed here from the package's own.

declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
