/// <reference types="@docusaurus/plugin-debug" />
import React, {type ReactNode} from 'react';
import DebugJsonView from '@theme/DebugJsonView';
import DebugLayout from '@theme/DebugLayout';
import {withoutRouteGroups} from '@site/src/lean-bundle/route-tables/client/routeTable';
import {useWholeRouteTable} from '@site/src/lean-bundle/route-tables/client/useWholeRouteTable';
import styles from './styles.module.css';

/**
 * The debug plugin's route list, for a browser whose route table arrives in
 * sections (src/lean-bundle/route-tables): once the missing sections are
 * loaded, the table in the shape the framework generated.
 */
export default function DebugRoutes(): ReactNode {
  const table = useWholeRouteTable();
  return (
    <DebugLayout>
      <h2>Routes</h2>
      {!table ? (
        <p>Loading the sections of the route table…</p>
      ) : (
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
      )}
    </DebugLayout>
  );
}
