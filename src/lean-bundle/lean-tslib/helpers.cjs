// The one TypeScript helper @docusaurus/utils-common's compiled code calls (see index.ts).
// Interop for `import x from 'cjs-module'`: a module compiled from ES syntax
// keeps its own `default`; any other becomes the default export of a wrapper.
exports.__importDefault = function importDefault(mod) {
  return mod && mod.__esModule ? mod : {default: mod};
};
