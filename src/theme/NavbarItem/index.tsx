import {memo} from 'react';
import NavbarItem from '@theme-original/NavbarItem';

/**
 * Navbar items that render again only when their own props or the state they
 * read change.
 *
 * Once a page is hydrated, the theme's navbar learns the window size and
 * renders its whole content again, every item with it, although the items'
 * props (the site config's navbar entries) are the same objects as before:
 * on a phone that was about 100 components in the synchronous render that
 * follows hydration. Items that depend on the route, the docs version or the
 * colour mode read those through hooks and still update with them.
 */
export default memo(NavbarItem);
