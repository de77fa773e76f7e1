import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import CodeBlockStringContent from '@theme-original/CodeBlock/Content/String';
import type CodeBlockStringContentType from '@theme/CodeBlock/Content/String';
// Before anything below renders: the extra languages (src/utils/registerPrismLanguages.ts).
import '@site/src/utils/registerPrismLanguages';

type Props = WrapperProps<typeof CodeBlockStringContentType>;

/** The theme's highlighted code block, unchanged; this module only brings the Prism languages with it. */
export default function CodeBlockStringContentWrapper(props: Props): ReactNode {
  return <CodeBlockStringContent {...props} />;
}
