import type {ReactNode} from 'react';
import Heading from '@theme/Heading';
import DocLink from '@site/src/components/DocLink';
import ThemedArt from './ThemedArt';
import styles from './styles.module.css';

type Capability = {
  id: string;
  eyebrow: string;
  title: string;
  text: string;
  points: readonly ReactNode[];
  docId: string;
  linkLabel: string;
  alt: string;
};

const CAPABILITIES: readonly Capability[] = [
  {
    id: 'markdown',
    eyebrow: 'Content',
    title: 'Write Markdown, reach for React when a page needs it',
    text: 'Docs, blog posts and pages are Markdown files. With MDX a page can also import React components: tabs, live code, diagrams or anything you build.',
    points: [
      'Admonitions, tabs, code blocks with highlighted lines, maths and diagrams',
      'Front matter for titles, sidebar labels, tags and search metadata',
      'The development server reloads the page as you save',
    ],
    docId: 'guides/markdown-features/index',
    linkLabel: 'Markdown features',
    alt: 'An MDX file in an editor, with a title, a tip and tabs, and beside it the page it becomes in a browser.',
  },
  {
    id: 'versioning',
    eyebrow: 'Docs',
    title: 'Versioned docs, one command per release',
    text: 'Snapshot the docs when you ship. Readers choose a version in the navbar and stay on the same page in it, while the main branch keeps moving.',
    points: [
      <>
        <code>docusaurus docs:version 3.7.0</code> freezes the current docs
      </>,
      'Banners for unreleased and unmaintained versions',
      'Sidebars generated from your folders, or written by hand',
    ],
    docId: 'guides/docs/versioning',
    linkLabel: 'Versioning guide',
    alt: 'A docs page with its version menu open on 3.7.0, and older versions stacked behind it.',
  },
  {
    id: 'search',
    eyebrow: 'Search',
    title: 'A search box that knows your docs',
    text: 'Plug in Algolia DocSearch or a local search plugin and the theme gives you the navbar button, a modal driven by the keyboard and a full results page.',
    points: [
      <>
        Opens with <kbd>Ctrl</kbd> + <kbd>K</kbd>, from any page
      </>,
      'Results limited to the version and language being read',
      'A results page at /search/ that links can point to',
    ],
    docId: 'guides/search',
    linkLabel: 'Adding search',
    alt: 'The search modal over a docs page, listing three results for “sidebar”.',
  },
  {
    id: 'theming',
    eyebrow: 'Theming',
    title: 'Light, dark, and your colours',
    text: 'The classic theme has a dark mode and a CSS variable for every colour. Generate your primary shades, restyle with CSS, or wrap and replace any theme component.',
    points: [
      'A colour mode toggle, and an option to follow the system setting',
      'Infima variables for colours, spacing and fonts',
      'Swizzling: wrap or eject the components of the theme',
    ],
    docId: 'guides/styling-layout',
    linkLabel: 'Styling and layout',
    alt: 'The same site in light mode and in dark mode, above the seven shades of its primary colour.',
  },
  {
    id: 'i18n',
    eyebrow: 'Translation',
    title: 'One site, many languages',
    text: 'Translate docs, blog posts and the theme’s labels with plain files, by hand or through a translation service. Each locale builds to its own static site.',
    points: [
      <>
        <code>docusaurus write-translations</code> extracts the labels to translate
      </>,
      'A language menu in the navbar, right-to-left layouts included',
      'Works with Git or with Crowdin',
    ],
    docId: 'i18n/introduction',
    linkLabel: 'Internationalization',
    alt: 'A docs page in French with the language menu open, and the same site laid out right to left.',
  },
];

/**
 * What the framework does, one capability per row: its words beside a picture of it.
 * `#features` is the section's address: `/home/anchor/` redirects to it (config/redirects.ts).
 */
export default function Capabilities(): ReactNode {
  return (
    <section id="features" className={styles.capabilities} aria-labelledby="capabilities-heading">
      <div className="container">
        <Heading as="h2" id="capabilities-heading" className={styles.sectionTitle}>
          Everything a docs site needs, built in
        </Heading>
        {CAPABILITIES.map((capability) => (
          <article key={capability.id} id={`feature-${capability.id}`} className={styles.capability} data-capability={capability.id}>
            <div className={styles.capabilityText}>
              <p className={styles.eyebrow}>{capability.eyebrow}</p>
              <Heading as="h3" className={styles.capabilityTitle}>
                {capability.title}
              </Heading>
              <p>{capability.text}</p>
              <ul className={styles.points}>
                {capability.points.map((point, index) => (
                  <li key={index}>{point}</li>
                ))}
              </ul>
              <DocLink docId={capability.docId} className={styles.more}>
                {capability.linkLabel}
              </DocLink>
            </div>
            <figure className={styles.capabilityArt}>
              <ThemedArt name={capability.id} alt={capability.alt} />
            </figure>
          </article>
        ))}
      </div>
    </section>
  );
}
