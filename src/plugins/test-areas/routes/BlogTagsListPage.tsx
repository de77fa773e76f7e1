import BlogTagsListPage from '@theme/BlogTagsListPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogTagsListPage);
