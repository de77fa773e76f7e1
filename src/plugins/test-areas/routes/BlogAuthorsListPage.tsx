import BlogAuthorsListPage from '@theme/Blog/Pages/BlogAuthorsListPage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogAuthorsListPage);
