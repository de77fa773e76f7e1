import {Prism} from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// The theme's own registration of `themeConfig.prism.additionalLanguages`,
// run when the first module that highlights code is evaluated rather than at
// start-up (the startup-modules tweak, src/lean-bundle). prism-react-renderer's Prism is the
// instance its highlighter uses by default.
prismIncludeLanguages(Prism);
