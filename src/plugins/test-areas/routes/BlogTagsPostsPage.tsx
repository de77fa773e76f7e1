import BlogTagsPostsPage from '@theme/BlogTagsPostsPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogTagsPostsPage);
