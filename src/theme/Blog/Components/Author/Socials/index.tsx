import type {ReactNode} from 'react';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import {loadWhenNeeded} from '@site/src/utils/loadWhenNeeded';
import styles from './styles.module.css';

/**
 * The original, with the icon of every social platform the theme knows (5 kB
 * gzip of SVG paths), loads only for an author who has socials: none of the
 * blog's or the changelog's authors has any; the test blog's Core team has.
 */
function NoSocials(): ReactNode {
  // The theme's empty row still takes the icons' height, which keeps the
  // names of authors with and without socials aligned: so does this one.
  return <div className={styles.noSocials} />;
}

export default loadWhenNeeded<Props>({
  chunk: 'author-socials',
  load: () => import(/* webpackChunkName: "author-socials" */ '@theme-original/Blog/Components/Author/Socials'),
  isNeeded: ({author}) => Object.keys(author.socials ?? {}).length > 0,
  placeholder: NoSocials,
});
