/// <reference types="@docusaurus/plugin-debug" />
import React, {type ReactNode} from 'react';
import registry from '@generated/registry';
import DebugLayout from '@theme/DebugLayout';
import {useWholeRouteTable} from '@site/src/lean-bundle/route-tables/client/useWholeRouteTable';
import styles from '../DebugRoutes/styles.module.css';

/**
 * The debug plugin's registry page, for a browser whose registry arrives with
 * the route table's sections (src/lean-bundle/route-tables): once they are
 * all loaded, every chunk name the route table uses and the id of the module
 * it loads in this browser. The framework's page also shows each module's
 * path and lists the server's registry when rendered: the browser's copy
 * leaves the paths out (compact.ts), and module ids differ between the server
 * and browser bundles, so that list could not hydrate.
 */
export default function DebugRegistry(): ReactNode {
  const table = useWholeRouteTable();
  // The types promise the framework's entries; the browser's carry `0` for the module path.
  const entries = table ? Object.entries(registry as Record<string, readonly unknown[]>).sort(([a], [b]) => a.localeCompare(b)) : [];
  return (
    <DebugLayout>
      <h2>Registry</h2>
      {!table ? (
        <p>Loading the sections of the route table…</p>
      ) : (
        <>
          <p>
            {entries.length} chunks, as this browser loads them. Module paths stay out of the browser&apos;s copy of
            the registry (src/lean-bundle/route-tables).
          </p>
          <ul className="clean-list">
            {entries.map(([chunkName, [, modulePath, moduleId]]) => (
              <li key={chunkName} className={styles.route}>
                <p>
                  Chunk name: <code className={styles.path}>{chunkName}</code>
                </p>
                <p>
                  Module id: <code>{String(moduleId)}</code>
                  {typeof modulePath === 'string' && (
                    <>
                      {' '}
                      (<code>{modulePath}</code>)
                    </>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </DebugLayout>
  );
}
