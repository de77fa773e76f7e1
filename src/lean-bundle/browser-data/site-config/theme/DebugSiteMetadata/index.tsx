/// <reference types="@docusaurus/plugin-debug" />
import React, {type ReactNode} from 'react';
import type {PluginVersionInformation} from '@docusaurus/types';
import siteMetadata from '@generated/site-metadata?full';
import DebugLayout from '@theme/DebugLayout';

/** Where a plugin comes from, as a reader of this page wants it: the package and version, or the kind of source. */
function origin(information: PluginVersionInformation): ReactNode {
  if (information.type !== 'package') return information.type;
  return (
    <code>
      {information.name ?? 'a package'}
      {information.version ? `@${information.version}` : ''}
    </code>
  );
}

/**
 * The debug plugin's metadata page, listing every plugin and theme: the
 * metadata every page loads leaves that list out
 * (src/lean-bundle/browser-data/site-config), so this page imports its own copy.
 */
export default function DebugSiteMetadata(): ReactNode {
  const plugins = Object.entries(siteMetadata.pluginVersions);
  return (
    <DebugLayout>
      <h2>Site metadata</h2>
      <p>
        Docusaurus version: <code>{siteMetadata.docusaurusVersion}</code>
        <br />
        Site version: <code>{siteMetadata.siteVersion ?? 'none given'}</code>
      </p>
      <h3>Plugins and themes ({plugins.length})</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">From</th>
          </tr>
        </thead>
        <tbody>
          {plugins.map(([name, information]) => (
            <tr key={name}>
              <td>
                <code>{name}</code>
              </td>
              <td>{origin(information)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </DebugLayout>
  );
}
