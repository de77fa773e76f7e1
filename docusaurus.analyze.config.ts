import base from './docusaurus.config';
const config = {
  ...base,
  plugins: [
    ...(base.plugins ?? []),
    () => ({
      name: 'analyze-sourcemaps',
      configureWebpack: (_c: unknown, isServer: boolean) => (isServer ? {} : {devtool: 'source-map'}),
    }),
  ],
};
export default config;
