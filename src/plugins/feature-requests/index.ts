import type {LoadContext, Plugin} from '@docusaurus/types';
import {FEATURE_REQUESTS} from '../../data/featureRequests';
import {generatedModulePath} from '../../utils/generatedModulePath';
import {normalizeOptions} from './options';
import {boardRoutes} from './routes';

/** Props the board component receives from its route. */
export type FeatureRequestsRouteProps = {
  cannyBoardToken: string | null;
};

/**
 * Serves the feature-requests board at /feature-requests/ (and below). The
 * data file becomes a JSON module of the route; with a hosted board token,
 * no data is shipped and the page embeds the hosted board instead.
 */
export default function featureRequestsPlugin(context: LoadContext, options: unknown): Plugin {
  const {cannyBoardToken} = normalizeOptions(options);
  const requests = cannyBoardToken ? [] : FEATURE_REQUESTS;
  return {
    name: 'feature-requests',
    async contentLoaded({actions}) {
      const modules: Record<string, string> = {};
      if (!cannyBoardToken) {
        const file = await actions.createData('feature-requests.json', JSON.stringify(requests));
        modules.requests = generatedModulePath(file, context.generatedFilesDir);
      }
      const props: FeatureRequestsRouteProps = {cannyBoardToken};
      const routes = boardRoutes({
        baseUrl: context.baseUrl,
        component: '@site/src/components/FeatureRequestsPage',
        slugs: requests.map((request) => request.slug),
        modules,
        props,
      });
      routes.forEach((route) => actions.addRoute(route));
    },
  };
}
