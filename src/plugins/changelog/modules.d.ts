// The plugin's runtime entry exports its option validation, which its
// published types leave out.
declare module '@docusaurus/plugin-content-blog' {
  import type {OptionValidationContext} from '@docusaurus/types';

  export function validateOptions(context: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions;
}
