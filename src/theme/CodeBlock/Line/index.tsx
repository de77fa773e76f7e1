import {useMemo, type ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import CodeBlockLine from '@theme-original/CodeBlock/Line';
import type CodeBlockLineType from '@theme/CodeBlock/Line';
import type {LineInputProps, LineOutputProps} from 'prism-react-renderer';
import {joinLookAlikeTokens} from '@site/src/utils/codeTokens';

type Props = WrapperProps<typeof CodeBlockLineType>;

/**
 * The theme's code line, drawn with fewer elements: neighbouring tokens that
 * look the same are joined (src/utils/codeTokens), and the line leaves out the
 * colour it would repeat from its block. Long reference pages carry hundreds
 * of lines, and every element costs style and layout time on a phone's first
 * paint.
 */
export default function CodeBlockLineWrapper(props: Props): ReactNode {
  const {line, getLineProps, getTokenProps} = props;
  const tokens = useMemo(() => {
    // The theme's plain style: what a line is painted with, and every unpainted token inherits.
    const plain = getLineProps({line}).style;
    return joinLookAlikeTokens(line, (token) => getTokenProps({token}).style, plain);
  }, [line, getLineProps, getTokenProps]);
  const lineProps = useMemo(() => withoutBlockStyle(getLineProps), [getLineProps]);
  return <CodeBlockLine {...props} line={tokens} getLineProps={lineProps} />;
}

/**
 * Prism gives each line the theme's plain colours, which the block's `<pre>`
 * already carries (the theme's root style is the same with a background): one
 * inline style per line less to parse and match.
 */
function withoutBlockStyle(getLineProps: (input: LineInputProps) => LineOutputProps) {
  return (input: LineInputProps): LineOutputProps => {
    const props = getLineProps(input);
    delete props.style;
    return props;
  };
}
