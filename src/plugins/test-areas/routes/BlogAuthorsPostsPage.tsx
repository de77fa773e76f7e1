import BlogAuthorsPostsPage from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogAuthorsPostsPage);
