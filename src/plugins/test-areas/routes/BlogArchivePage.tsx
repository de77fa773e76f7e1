import BlogArchivePage from '@theme/BlogArchivePage';
import {withNoIndex} from './withNoIndex';

export default withNoIndex(BlogArchivePage);
