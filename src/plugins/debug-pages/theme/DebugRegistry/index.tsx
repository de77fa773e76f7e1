/// <reference types="@docusaurus/plugin-debug" />
import React, {type ReactNode} from 'react';
import registry from '@generated/registry';
import useIsBrowser from '@docusaurus/useIsBrowser';
import DebugLayout from '@theme/DebugLayout';
import styles from './styles.module.css';

/**
 * The debug plugin's registry page, as this browser holds the registry: every
 * chunk name, the module it loads and that module's id in the browser bundle.
 * Listed once the page has hydrated (see ../../index.ts).
 */
export default function DebugRegistry(): ReactNode {
  const hydrated = useIsBrowser();
  const entries = hydrated ? Object.entries(registry).sort(([a], [b]) => a.localeCompare(b)) : [];
  return (
    <DebugLayout>
      <h2>Registry</h2>
      {!hydrated ? (
        <p>Listed once the page has loaded in the browser…</p>
      ) : (
        <>
          <p>{entries.length} chunks, as this browser loads them.</p>
          <ul className="clean-list">
            {entries.map(([chunkName, [, modulePath, moduleId]]) => (
              <li key={chunkName} className={styles.entry}>
                <p>
                  Chunk name: <code className={styles.name}>{chunkName}</code>
                </p>
                <p>
                  Module id: <code>{String(moduleId)}</code> (<code>{modulePath}</code>)
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </DebugLayout>
  );
}
