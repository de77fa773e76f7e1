import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Heading from '@theme-original/Heading';
import type HeadingType from '@theme/Heading';
import {withWordBreaks} from '@site/src/components/WordBreaks';
import {longWordPieces} from '@site/src/utils/identifierBreaks';

type Props = WrapperProps<typeof HeadingType>;

/**
 * Page titles that are identifiers (`docusaurus.config.js`,
 * `@docusaurus/plugin-content-docs`) are wider than a phone at the title's
 * size, and the browser then cut them at whatever letter reached the edge.
 * Long words of a level-one heading get break points between their parts
 * instead; other headings, and titles made of markup, render as they were.
 */
export default function HeadingWrapper(props: Props): ReactNode {
  if (props.as !== 'h1' || typeof props.children !== 'string') {
    return <Heading {...props} />;
  }
  const pieces = longWordPieces(props.children);
  return <Heading {...props}>{pieces.length > 1 ? withWordBreaks(pieces) : props.children}</Heading>;
}
