import BlogListPage from '@theme/BlogListPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogListPage);
