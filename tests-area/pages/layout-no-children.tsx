import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import NoIndexMeta from '@site/src/components/NoIndexMeta';

/**
 * The theme layout with nothing inside. The page has no text of its own on
 * purpose; the /tests/ index describes what to check. The layout must render
 * its navbar and footer around an empty main area, without crashing.
 */
export default function LayoutNoChildren(): ReactNode {
  return (
    <>
      <NoIndexMeta />
      <Layout
        title="Layout without children"
        description="The theme layout rendered without children: navbar and footer around an empty main area."
      />
    </>
  );
}
