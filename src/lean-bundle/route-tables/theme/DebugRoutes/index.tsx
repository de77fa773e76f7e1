/// <reference types="@docusaurus/plugin-debug" />
import React, {useEffect, useState, type ReactNode} from 'react';
import routes from '@generated/routes';
import DebugJsonView from '@theme/DebugJsonView';
import DebugLayout from '@theme/DebugLayout';
import {
  loadRouteSections,
  withoutRouteGroups,
  type RouteData,
} from '@site/src/lean-bundle/route-tables/client/routeTable';
import styles from './styles.module.css';

/**
 * The debug plugin's route list, for a browser whose route table arrives in
 * sections (src/lean-bundle/route-tables): it loads the missing sections, then lists
 * the table in the shape the framework generated, as the server renders it.
 */
export default function DebugRoutes(): ReactNode {
  const table = routes as unknown as RouteData[];
  const [, setLoaded] = useState(false);
  useEffect(() => {
    let active = true;
    loadRouteSections(table).then(
      () => active && setLoaded(true),
      (error: unknown) => console.warn('Some route sections could not be loaded:', error),
    );
    return () => {
      active = false;
    };
  }, [table]);
  return (
    <DebugLayout>
      <h2>Routes</h2>
      <ul className="clean-list">
        {withoutRouteGroups(table).map((route) => (
          <li key={route.path} className={styles.route}>
            <p>
              <code className={styles.path}>{route.path}</code>
            </p>
            <p>
              Exact: <code>{String(Boolean(route.exact))}</code>
            </p>
            {route.routes && (
              <div>
                Child routes:
                <DebugJsonView src={route.routes} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </DebugLayout>
  );
}
