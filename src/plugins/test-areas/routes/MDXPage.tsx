import MDXPage from '@theme/MDXPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(MDXPage);
