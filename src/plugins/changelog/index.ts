import fs from 'node:fs/promises';
import path from 'node:path';
import pluginContentBlog, {validateOptions as validateBlogOptions} from '@docusaurus/plugin-content-blog';
import type {BlogContent, Options, PluginOptions} from '@docusaurus/plugin-content-blog';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {listSummariesInOneModule} from './listSummaries';
import {entryDocument, entryFileName, entryTimestamps, parseChangelog} from './parseChangelog';

/** The one changelog file, inside the plugin's `path` folder. */
export const CHANGELOG_FILE = 'CHANGELOG.md';

/** Writes a file only when its content changed, so dev-server watchers stay quiet. */
async function writeIfChanged(filePath: string, content: string): Promise<void> {
  const current = await fs.readFile(filePath, 'utf8').catch(() => undefined);
  if (current !== content) {
    await fs.writeFile(filePath, content);
  }
}

/**
 * Parses the changelog and writes one MDX document per entry (plus the
 * authors file) into `outDir`, removing documents of entries that are gone.
 */
async function generateEntries({sourceDir, authorsFile, outDir}: {sourceDir: string; authorsFile: string; outDir: string}): Promise<void> {
  const entries = parseChangelog(await fs.readFile(path.join(sourceDir, CHANGELOG_FILE), 'utf8'));
  const timestamps = entryTimestamps(entries);
  await fs.mkdir(outDir, {recursive: true});

  const wanted = new Map<string, string>();
  for (const entry of entries) {
    const timestamp = timestamps.get(entry) ?? entry.date;
    wanted.set(entryFileName(entry), entryDocument(entry, {timestamp}));
  }
  wanted.set(authorsFile, await fs.readFile(path.join(sourceDir, authorsFile), 'utf8'));

  for (const name of await fs.readdir(outDir)) {
    if (!wanted.has(name)) {
      await fs.rm(path.join(outDir, name), {recursive: true, force: true});
    }
  }
  for (const [name, content] of wanted) {
    await writeIfChanged(path.join(outDir, name), content);
  }
}

/**
 * A changelog section built on the framework's blog plugin: each release of
 * the changelog file becomes a blog post, so lists, pagination, the sidebar,
 * author pages and feeds are the blog's own. Takes the blog plugin's options;
 * `path` names the folder holding the changelog file and its authors file.
 */
export default async function changelogPlugin(context: LoadContext, options: PluginOptions): Promise<Plugin<BlogContent>> {
  const sourceDir = path.resolve(context.siteDir, options.path);
  const outDir = path.join(context.generatedFilesDir, `changelog-entries-${options.id}`);
  const generate = () => generateEntries({sourceDir, authorsFile: options.authorsMapPath, outDir});

  // The blog plugin looks for its authors file when it is created, so the
  // documents must exist before the factory runs.
  await generate();
  const blogPlugin = await pluginContentBlog(context, {...options, path: outDir});

  const loadBlogContent = blogPlugin.loadContent?.bind(blogPlugin);
  const addBlogRoutes = blogPlugin.contentLoaded?.bind(blogPlugin);
  if (!loadBlogContent || !addBlogRoutes) {
    throw new Error('The blog plugin no longer loads content or adds routes: the changelog plugin needs updating.');
  }

  // The plugin keeps the blog plugin's name: its data files and MDX loader
  // are laid out under that name, and the theme treats the instance as a blog.
  return {
    ...blogPlugin,
    getPathsToWatch() {
      return [path.join(sourceDir, CHANGELOG_FILE), path.join(sourceDir, options.authorsMapPath)];
    },
    async loadContent() {
      // Regenerate on every (re)load so edits to the changelog show up.
      await generate();
      return loadBlogContent();
    },
    // A list page receives its twenty summaries as one module (listSummaries.ts).
    async contentLoaded(args) {
      const summaries = listSummariesInOneModule(args.actions, context.generatedFilesDir);
      await addBlogRoutes({...args, actions: summaries.actions});
      await summaries.settled();
    },
  };
}

/** The blog plugin's option schema and defaults apply unchanged. */
export function validateOptions(context: OptionValidationContext<Options | undefined, PluginOptions>): PluginOptions {
  return validateBlogOptions(context);
}
