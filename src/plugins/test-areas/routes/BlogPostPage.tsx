import BlogPostPage from '@theme/BlogPostPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogPostPage);
