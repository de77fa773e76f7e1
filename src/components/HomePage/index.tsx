import type {ReactNode} from 'react';
import news from '@generated/home-page/default/news.json';
import Capabilities from './Capabilities';
import ClosingCall from './ClosingCall';
import Hero from './Hero';
import News from './News';
import ShowcaseStrip from './ShowcaseStrip';
import styles from './styles.module.css';

/**
 * The home page's content: the hero, what the framework does (with a picture
 * of each capability), a few showcase sites, what is new on the blog, and a
 * last call to start. Data from the rest of the site (posts, showcase sites)
 * comes from the home-page plugin at build time.
 */
export default function HomePage(): ReactNode {
  return (
    // The hero's <header> sits inside <main>: at top level it would be a second banner
    // landmark beside the announcement bar.
    <main className={styles.home}>
      <Hero release={news.release} />
      <Capabilities />
      <ShowcaseStrip />
      <News news={news} />
      <ClosingCall />
    </main>
  );
}
