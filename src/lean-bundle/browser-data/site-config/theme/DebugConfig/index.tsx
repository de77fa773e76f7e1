/// <reference types="@docusaurus/plugin-debug" />
import React, {type ReactNode} from 'react';
import siteConfig from '@generated/docusaurus.config?full';
import DebugJsonView from '@theme/DebugJsonView';
import DebugLayout from '@theme/DebugLayout';

/**
 * The debug plugin's config page, showing the whole config: the one every
 * page loads leaves out the plugin lists (src/lean-bundle/browser-data/site-config),
 * so this page imports its own copy.
 */
export default function DebugConfig(): ReactNode {
  return (
    <DebugLayout>
      <h2>Site config</h2>
      <DebugJsonView src={siteConfig} collapseDepth={3} />
    </DebugLayout>
  );
}
