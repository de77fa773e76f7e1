import type {SocialCardsOptions} from '../src/plugins/social-cards';
import {classicPreset} from './presets';

/** Docs version names to the labels the site shows (`current` is Canary). */
const docsVersionLabels = Object.fromEntries(
  Object.entries(classicPreset.docs === false ? {} : (classicPreset.docs?.versions ?? {})).map(([name, {label}]) => [name, label ?? name]),
);

/**
 * The pages that get a social card (src/plugins/social-cards/README.md):
 * every docs page of every version, the community pages, the blog posts and
 * the changelog's releases, and the test blog's posts (where posts with and
 * without an image of their own exercise both cases). The other test areas
 * and the site's own pages keep the site card.
 */
export const socialCardsOptions: SocialCardsOptions = {
  sections: [
    {kind: 'docs', pluginId: 'default', name: 'Docs', versionLabels: docsVersionLabels},
    {kind: 'docs', pluginId: 'community', name: 'Community'},
    {kind: 'blog', pluginId: 'default', name: 'Blog'},
    // A release's title is its version: its description says what it brought.
    {kind: 'blog', pluginId: 'changelog', name: 'Changelog', withSummary: true},
    {kind: 'blog', pluginId: 'blog-tests', name: 'Test blog'},
  ],
};
