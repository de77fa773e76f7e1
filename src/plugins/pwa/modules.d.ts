// The plugin's runtime entry exports its factory and option validation, which
// its published types leave out (they describe the options and the theme only).
declare module '@docusaurus/plugin-pwa' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

  export default function pluginPWA(context: LoadContext, options: PluginOptions): Plugin | null;
  export function validateOptions(context: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions;
}
