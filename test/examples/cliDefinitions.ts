import {execFile} from 'node:child_process';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {promisify} from 'node:util';

/**
 * The commands and flags of the installed CLIs, read from their own `--help`:
 * `docusaurus` with this site's plugins (so `docs:version` and the site's
 * `docs:freeze` are there), once per command, and `create-docusaurus` (a dev
 * dependency, for this). No network: both are in node_modules.
 */

export type CliOption = {short?: string; long: string; takesValue: 'none' | 'required' | 'optional'};
export type CliCommand = {name: string; options: CliOption[]; positionals: {required: boolean; variadic: boolean}[]};
export type Cli = {program: string; commands: Map<string, CliCommand>};

const run = promisify(execFile);

async function help(siteDir: string, args: string[]): Promise<string> {
  const {stdout} = await run(process.execPath, args, {
    cwd: siteDir,
    env: {...process.env, NO_UPDATE_NOTIFIER: '1', FORCE_COLOR: '0', COLUMNS: '200'},
    maxBuffer: 1 << 20,
  });
  return stdout;
}

/** `  -p, --port <port>   use specified port` → the flag; wrapped description lines are skipped. */
function parseOptions(text: string): CliOption[] {
  const options: CliOption[] = [];
  for (const line of text.split('\n')) {
    const match = /^ {2}(?:(?<short>-\w), )?(?<long>--[\w-]+)(?: (?<value>[<[][^>\]]+[>\]]))?(?: {2,}|$)/.exec(line);
    if (!match?.groups) continue;
    const {short, long, value} = match.groups;
    options.push({short, long, takesValue: !value ? 'none' : value.startsWith('<') ? 'required' : 'optional'});
  }
  return options;
}

/** `Usage: docusaurus build [options] [siteDir]` → the positional arguments. */
function parseUsage(text: string): CliCommand['positionals'] {
  const usage = /^Usage: \S+(?: [\w:-]+)? (?<args>.*)$/m.exec(text)?.groups?.args ?? '';
  return [...usage.matchAll(/(?<open>[<[])(?<name>[\w.]+)[>\]]/g)]
    .filter((match) => match.groups?.name !== 'options')
    .map((match) => ({required: match.groups?.open === '<', variadic: (match.groups?.name ?? '').endsWith('...')}));
}

/** Command names listed by `docusaurus --help` (the plugins' commands included). */
function parseCommandNames(text: string): string[] {
  const section = text.split(/^Commands:$/m)[1] ?? '';
  return [...section.matchAll(/^ {2}(?<name>[\w:-]+)/gm)].map((match) => match.groups?.name ?? '').filter((name) => name && name !== 'help');
}

export async function loadDocusaurusCli(siteDir: string): Promise<Cli> {
  const bin = path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
  // `docs:version:<pluginId>` of each docs plugin instance shares the definition of `docs:version`.
  const names = parseCommandNames(await help(siteDir, [bin, '--help'])).filter((name) => !name.startsWith('docs:version:'));
  if (names.length === 0) throw new Error('`docusaurus --help` listed no command');
  // Two at a time: each run starts Node and, for plugin commands, loads the site's plugins.
  const commands = new Map<string, CliCommand>();
  for (let index = 0; index < names.length; index += 2) {
    const batch = names.slice(index, index + 2);
    const texts = await Promise.all(batch.map((name) => help(siteDir, [bin, name, '--help'])));
    batch.forEach((name, position) => {
      const text = texts[position];
      commands.set(name, {name, options: parseOptions(text), positionals: parseUsage(text)});
    });
  }
  return {program: 'docusaurus', commands};
}

export type CreateDocusaurus = {command: CliCommand; templates: string[]};

export async function loadCreateDocusaurus(siteDir: string): Promise<CreateDocusaurus> {
  const packageDir = path.join(siteDir, 'node_modules/create-docusaurus');
  const text = await help(siteDir, [path.join(packageDir, 'bin/index.js'), '--help']);
  // create-docusaurus offers the folders of templates/, a TypeScript variant beside some ("-typescript").
  const templates = readdirSync(path.join(packageDir, 'templates'), {withFileTypes: true})
    .filter((entry) => entry.isDirectory() && entry.name !== 'shared' && !entry.name.endsWith('-typescript'))
    .map((entry) => entry.name);
  return {command: {name: 'create-docusaurus', options: parseOptions(text), positionals: parseUsage(text)}, templates};
}

/** The `scripts` of the package.json create-docusaurus gives a new site (JavaScript and TypeScript variants). */
export function templateScripts(siteDir: string): Map<string, string> {
  const scripts = new Map<string, string>();
  for (const variant of ['classic', 'classic-typescript']) {
    const file = path.join(siteDir, 'node_modules/create-docusaurus/templates', variant, 'package.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as {scripts?: Record<string, string>};
    Object.entries(manifest.scripts ?? {}).forEach(([name, command]) => scripts.set(name, command));
  }
  return scripts;
}
