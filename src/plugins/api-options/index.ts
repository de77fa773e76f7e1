import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiOptionDocs} from '../../data/apiOptions';
import {buildTables} from './buildTables';
import {createSiteRequire, tableSources} from './sources';

/**
 * Generates the option tables of the API reference from the validation
 * schemas of the installed framework packages, merged with our descriptions.
 * Each table becomes `@generated/api-options/default/<id>.json`, imported by
 * the page that shows it, so no page ships another page's table.
 *
 * The build fails when descriptions and schemas disagree: after an upgrade,
 * a new option without description (or a removed one still described) is
 * caught here instead of going stale on the site.
 */
export default function apiOptionsPlugin(context: LoadContext): Plugin {
  return {
    name: 'api-options',
    async contentLoaded({actions}) {
      const siteRequire = createSiteRequire(context.siteDir);
      const {tables, problems} = buildTables(tableSources(siteRequire), siteRequire, apiOptionDocs);
      if (problems.length > 0) {
        throw new Error(`API option tables are out of date:\n- ${problems.join('\n- ')}`);
      }
      await Promise.all(tables.map((table) => actions.createData(`${table.id}.json`, table)));
    },
  };
}
