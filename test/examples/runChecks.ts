import {planFor, type Plan} from './classify';
import {loadCreateDocusaurus, loadDocusaurusCli, templateScripts} from './cliDefinitions';
import {checkCss} from './cssCheck';
import {checkData, isJsonSidebars} from './dataCheck';
import {CONTENT_ROOTS, extractPages, type CodeBlock, type Page} from './extract';
import type {Failure} from './failure';
import {checkFrameworkOptions} from './frameworkOptions';
import {createMarkdownChecker} from './markdownCheck';
import {isScriptLang, scriptFile} from './scriptFiles';
import {checkCommand, checkShell, simpleCommands, type PageDefinitions, type ShellContext} from './shellCheck';
import {typeCheckScripts} from './typeCheck';

/** A block and what became of it. */
export type Outcome =
  | {block: CodeBlock; kind: 'checked'; failures: Failure[]}
  | {block: CodeBlock; kind: 'fragment'}
  | {block: CodeBlock; kind: 'not-checkable'; reason: string};

export type PageOutcome = {page: Page; outcomes: Outcome[]};

const isPackageJson = (block: CodeBlock) => block.lang === 'json' && /(^|\/)package\.json\b/.test(block.title ?? '');

/**
 * What a page's own examples define for its command lines: the `scripts` of a
 * package.json example, and the commands a plugin example registers with
 * `cli.command('name …')` in `extendCli`.
 */
function pageDefinitions(page: Page): PageDefinitions {
  const scripts = new Map<string, string>();
  const commands = new Set<string>();
  for (const block of page.blocks) {
    if (isScriptLang(block.lang)) {
      for (const match of block.code.matchAll(/\.command\(\s*['"`](?<name>[\w:-]+)/g)) commands.add(match.groups?.name ?? '');
    }
    if (!isPackageJson(block)) continue;
    try {
      const manifest = JSON.parse(block.code) as {scripts?: Record<string, unknown>};
      Object.entries(manifest.scripts ?? {}).forEach(([name, command]) => typeof command === 'string' && scripts.set(name, command));
    } catch {
      // An unparsable package.json fails as a JSON example; its scripts are simply unknown here.
    }
  }
  return {scripts, commands, inSite: !page.file.startsWith('community/')};
}

/** The Docusaurus commands of a package.json example's scripts, against the CLI's definitions. */
function packageScriptFailures(block: CodeBlock, context: ShellContext, definitions: PageDefinitions): Failure[] {
  if (!isPackageJson(block)) return [];
  const {scripts} = JSON.parse(block.code) as {scripts?: Record<string, unknown>};
  const lines = block.code.split('\n');
  return Object.entries(scripts ?? {}).flatMap(([name, command]) => {
    if (typeof command !== 'string') return [];
    const line = block.line + 1 + Math.max(0, lines.findIndex((text) => text.includes(`"${name}"`)));
    return simpleCommands(command).flatMap((words) => checkCommand(words, context, definitions).map((failure) => ({...failure, line})));
  });
}

/**
 * A `sidebars.json` example is checked as the `sidebars.ts` it could be:
 * `export default <the JSON>`, typed as the docs plugin's SidebarsConfig.
 */
function asSidebarsModule(block: CodeBlock): CodeBlock {
  return {...block, lang: 'ts', title: 'sidebars.ts', code: `export default ${block.code}`};
}

/** Checks every code block of the pages under `roots` (folders relative to the site). */
export async function runChecks(siteDir: string, roots: string[] = CONTENT_ROOTS): Promise<PageOutcome[]> {
  // The CLIs answer --help in child processes while this one type-checks.
  const shellContext: Promise<ShellContext> = Promise.all([loadDocusaurusCli(siteDir), loadCreateDocusaurus(siteDir)]).then(
    ([docusaurus, create]) => ({docusaurus, create, templateScripts: templateScripts(siteDir)}),
  );
  const pages = await extractPages(siteDir, roots);
  const plans = new Map<CodeBlock, Plan>(pages.flatMap((page) => page.blocks.map((block) => [block, planFor(block)] as const)));
  const checkerOf = (block: CodeBlock) => {
    const plan = plans.get(block);
    return plan?.kind === 'check' ? plan.checker : undefined;
  };
  const failures = new Map<CodeBlock, Failure[] | undefined>();

  const scripts = [...plans.keys()].filter((block) => checkerOf(block) === 'script');
  const jsonSidebars = [...plans.keys()].filter((block) => checkerOf(block) === 'data' && isJsonSidebars(block));
  const asModules = new Map(jsonSidebars.map((block) => [asSidebarsModule(block), block]));
  const typeResults = typeCheckScripts([...scripts, ...asModules.keys()], siteDir);
  for (const block of scripts) failures.set(block, typeResults.get(block));
  // Parsed as JSON below, then given what TypeScript found.
  const sidebarsTypeFailures = new Map([...asModules].map(([module, block]) => [block, typeResults.get(module) ?? []]));
  for (const block of scripts) {
    failures.get(block)?.push(...checkFrameworkOptions(scriptFile(block), block.line));
  }

  const markdown = createMarkdownChecker();
  try {
    for (const block of plans.keys()) {
      if (checkerOf(block) === 'markdown') failures.set(block, await markdown.check(block));
    }
  } finally {
    markdown.dispose();
  }

  const context = await shellContext;
  for (const page of pages) {
    const definitions = pageDefinitions(page);
    for (const block of page.blocks) {
      const checker = checkerOf(block);
      if (checker === 'data') {
        const found = await checkData(block);
        const further = found.length > 0 ? [] : [...packageScriptFailures(block, context, definitions), ...(sidebarsTypeFailures.get(block) ?? [])];
        failures.set(block, [...found, ...further]);
      }
      if (checker === 'css') failures.set(block, checkCss(block));
      if (checker === 'shell') failures.set(block, checkShell(block, context, definitions));
    }
  }

  return pages.map((page) => ({
    page,
    outcomes: page.blocks.map((block): Outcome => {
      const plan = plans.get(block) ?? planFor(block);
      if (plan.kind === 'fragment') return {block, kind: 'fragment'};
      if (plan.kind === 'not-checkable') return {block, kind: 'not-checkable', reason: plan.reason};
      if (plan.kind === 'bad-marker') return {block, kind: 'checked', failures: [{line: block.line, message: plan.message}]};
      const found = failures.get(block);
      if (found === undefined) {
        return {block, kind: 'not-checkable', reason: `${block.lang}: no Docusaurus command, and no syntax checker for this shell`};
      }
      if (block.markers.has('fails')) {
        // A counter-example: the page says it fails, so a pass is the error.
        return {
          block,
          kind: 'checked',
          failures: found.length > 0 ? [] : [{line: block.line, message: 'marked `fails` (a counter-example), but every check passes'}],
        };
      }
      return {block, kind: 'checked', failures: found};
    }),
  }));
}
