import type {Plugin} from '@docusaurus/types';

/**
 * Support for the public test areas (/tests/…): a client module that records
 * page views in the browser tab for the analytics test page. The content of
 * the areas comes from the three content-plugin instances in config/testAreas.ts.
 */
export default function testAreasPlugin(): Plugin {
  return {
    name: 'test-areas',
    getClientModules() {
      return [require.resolve('./client/recordPageViews.ts')];
    },
  };
}
