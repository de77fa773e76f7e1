import type {Props} from '@theme/Mermaid';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';

/**
 * A Mermaid diagram (./Diagram.tsx), loaded only by the pages that have one:
 * the MDX component map imports it into the code of every MDX page.
 */
export default loadWhenNeeded<Props>({
  chunk: 'mermaid-diagram',
  load: () => import(/* webpackChunkName: "mermaid-diagram" */ './Diagram'),
  isNeeded: () => true,
});
