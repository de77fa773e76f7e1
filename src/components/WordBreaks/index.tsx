import {Fragment, type ReactNode} from 'react';

/**
 * Text pieces with a line-break opportunity (`<wbr>`) between them, and no
 * element per piece. Screen readers and find in page still meet one word.
 */
export function withWordBreaks(pieces: readonly string[]): ReactNode {
  return pieces.map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
