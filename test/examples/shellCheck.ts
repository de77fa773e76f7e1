import {spawnSync} from 'node:child_process';
import type {Cli, CliCommand, CreateDocusaurus} from './cliDefinitions';
import type {CodeBlock} from './extract';
import type {Failure} from './failure';

/**
 * Shell examples: Bash syntax (`bash -n`), and every Docusaurus command they
 * run checked against the installed CLIs' own definitions: `docusaurus <cmd>`
 * however it is started (npx, a package manager, a package.json script), and
 * create-docusaurus (`npx create-docusaurus`, `npm init docusaurus`, …).
 * `npm run <script>` must name a script of the package.json create-docusaurus
 * writes, or of a package.json shown on the same page.
 */

export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell', 'batch', 'cmd']);
const BASH_LANGS = new Set(['bash', 'sh', 'shell', 'zsh', 'console']);

export type ShellContext = {
  docusaurus: Cli;
  create: CreateDocusaurus;
  /** Scripts of create-docusaurus' package.json, name → command. */
  templateScripts: Map<string, string>;
};

/**
 * What one page defines for its command lines: the scripts of its package.json
 * examples, the CLI commands its plugin examples register (`extendCli`), and
 * whether its commands run in a Docusaurus site at all (the community pages'
 * run in the Docusaurus repository, whose scripts this test does not have).
 */
export type PageDefinitions = {scripts: Map<string, string>; commands: Set<string>; inSite: boolean};

type Token = {text: string; line: number};

/** Splits a shell text in simple commands (words with their line), the way sh quotes and separates them. */
export function simpleCommands(text: string): Token[][] {
  const commands: Token[][] = [];
  let words: Token[] = [];
  let word = '';
  let wordLine = 0;
  let inWord = false;
  let line = 0;
  const endWord = () => {
    if (inWord) words.push({text: word, line: wordLine});
    word = '';
    inWord = false;
  };
  const endCommand = () => {
    endWord();
    if (words.length > 0) commands.push(words);
    words = [];
  };
  const startWord = () => {
    if (!inWord) {
      inWord = true;
      wordLine = line;
    }
  };
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (char === '\\' && text[index + 1] === '\n') {
      index += 1;
      line += 1;
    } else if (char === '\\') {
      startWord();
      word += text[index + 1] ?? '';
      index += 1;
    } else if (char === "'" || char === '"') {
      startWord();
      const end = text.indexOf(char, index + 1);
      const quoted = text.slice(index + 1, end < 0 ? undefined : end);
      line += quoted.split('\n').length - 1;
      word += quoted;
      index = end < 0 ? text.length : end;
    } else if (char === '#' && !inWord) {
      const end = text.indexOf('\n', index);
      index = (end < 0 ? text.length : end) - 1;
    } else if (char === '\n' || char === ';' || char === '&' || char === '|' || char === '(' || char === ')') {
      endCommand();
      if (char === '\n') line += 1;
    } else if (char === ' ' || char === '\t' || char === '\r') {
      endWord();
    } else {
      startWord();
      word += char;
    }
  }
  endCommand();
  return commands;
}

type Invocation =
  | {kind: 'docusaurus'; args: Token[]}
  | {kind: 'create'; args: Token[]}
  | {kind: 'script'; manager: string; name: Token; args: Token[]};

const PACKAGE_RUNNERS = new Set(['npx', 'pnpx', 'bunx']);
/** Package-manager commands that are not scripts (`yarn add`, `pnpm install`…). */
const MANAGER_BUILTINS = new Set([
  'add', 'audit', 'bin', 'cache', 'ci', 'config', 'create', 'dedupe', 'dlx', 'exec', 'global', 'help', 'i', 'import', 'info',
  'init', 'install', 'link', 'list', 'login', 'logout', 'ls', 'outdated', 'pack', 'prune', 'publish', 'rebuild', 'remove',
  'rm', 'run', 'run-script', 'set', 'store', 'uninstall', 'unlink', 'up', 'update', 'upgrade', 'version', 'view', 'why',
  'workspace', 'workspaces', 'x',
]);

function isCreatePackage(spec: string): boolean {
  return /^create-docusaurus(@[\w.-]+)?$/.test(spec);
}

function isDocusaurusPackage(spec: string): boolean {
  return /^(docusaurus|@docusaurus\/core)(@[\w.-]+)?$/.test(spec);
}

/** What a simple command runs, when it runs a Docusaurus CLI or a package.json script. */
function invocation(words: Token[]): Invocation | undefined {
  // Environment assignments (`GIT_USER=octocat npm run deploy`) and `cross-env` come first.
  let rest = words;
  while (rest.length > 0 && (/^[A-Za-z_]\w*=/.test(rest[0].text) || rest[0].text === 'cross-env')) rest = rest.slice(1);
  const [first, second, ...others] = rest;
  if (!first) return undefined;
  const program = first.text;
  if (program === 'docusaurus') return {kind: 'docusaurus', args: rest.slice(1)};
  if (PACKAGE_RUNNERS.has(program) || (['pnpm', 'yarn', 'npm'].includes(program) && ['dlx', 'exec', 'x'].includes(second?.text ?? ''))) {
    const afterRunner = PACKAGE_RUNNERS.has(program) ? rest.slice(1) : rest.slice(2);
    const packageIndex = afterRunner.findIndex((token) => !token.text.startsWith('-'));
    const spec = afterRunner[packageIndex]?.text ?? '';
    if (isDocusaurusPackage(spec)) return {kind: 'docusaurus', args: afterRunner.slice(packageIndex + 1)};
    if (isCreatePackage(spec)) return {kind: 'create', args: afterRunner.slice(packageIndex + 1)};
    return undefined;
  }
  if (!second) return undefined;
  const manager = program;
  if (!['npm', 'yarn', 'pnpm', 'bun'].includes(manager)) return undefined;
  if ((second.text === 'init' || second.text === 'create') && /^docusaurus(@[\w.-]+)?$/.test(others[0]?.text ?? '')) {
    return {kind: 'create', args: others.slice(1)};
  }
  if (second.text === 'run' || second.text === 'run-script') {
    const [name, ...args] = others;
    return name ? {kind: 'script', manager, name, args} : undefined;
  }
  if (manager === 'npm') {
    // npm's own shortcuts for scripts.
    return ['start', 'test', 'stop', 'restart'].includes(second.text) ? {kind: 'script', manager, name: second, args: others} : undefined;
  }
  if (MANAGER_BUILTINS.has(second.text) || second.text.startsWith('-')) return undefined;
  return {kind: 'script', manager, name: second, args: others};
}

function describeOptions(command: CliCommand): string {
  return command.options.map((option) => option.long).join(', ') || 'none';
}

/** Flags and positional arguments of one command line, against the CLI's definition of that command. */
function checkArguments(label: string, command: CliCommand, args: Token[]): Failure[] {
  const failures: {line: number; message: string}[] = [];
  let positionals = 0;
  for (let index = 0; index < args.length; index += 1) {
    const {text, line} = args[index];
    // `--`, and `[options]` in a usage synopsis such as `docusaurus build [options] [siteDir]`.
    if (text === '--' || text === '[options]') continue;
    if (text.startsWith('-') && text !== '-') {
      const [flag, inlineValue] = text.split(/=(.*)/s);
      // Commander accepts `-p3000`-style short flags with their value attached; the docs do not use them.
      const option = command.options.find((candidate) => candidate.long === flag || candidate.short === flag);
      if (!option && flag !== '--help' && flag !== '-h') {
        failures.push({line, message: `${label}: unknown option ${flag} (the options are: ${describeOptions(command)})`});
        continue;
      }
      if (option?.takesValue === 'required' && inlineValue === undefined) {
        const value = args[index + 1];
        if (!value || value.text.startsWith('-')) failures.push({line, message: `${label}: option ${flag} needs a value`});
        else index += 1;
      } else if (option?.takesValue === 'optional' && inlineValue === undefined && args[index + 1] && !args[index + 1].text.startsWith('-')) {
        index += 1;
      } else if (option?.takesValue === 'none' && inlineValue !== undefined) {
        failures.push({line, message: `${label}: option ${flag} takes no value`});
      }
      continue;
    }
    positionals += 1;
  }
  const variadic = command.positionals.some((positional) => positional.variadic);
  if (!variadic && positionals > command.positionals.length) {
    failures.push({line: args[0]?.line ?? 0, message: `${label}: ${positionals} arguments, the command takes at most ${command.positionals.length}`});
  }
  const required = command.positionals.filter((positional) => positional.required).length;
  if (positionals < required) {
    failures.push({line: args[0]?.line ?? 0, message: `${label}: ${required} argument(s) required, ${positionals} given`});
  }
  return failures;
}

function checkDocusaurus(cli: Cli, args: Token[], commandLine: number, page: PageDefinitions): Failure[] {
  const [first, ...rest] = args;
  if (!first || first.text === '--help' || first.text === '-h' || first.text === '--version' || first.text === '-V') return [];
  // A command that a plugin example of the same page registers: the page defines it.
  if (page.commands.has(first.text)) return [];
  let command = cli.commands.get(first.text);
  // `docs:version:<pluginId>` exists for every docs plugin instance of a reader's site, with the definition of `docs:version`.
  if (!command && first.text.startsWith('docs:version:')) command = cli.commands.get('docs:version');
  if (!command) {
    return [{line: commandLine, message: `docusaurus: unknown command "${first.text}" (the commands are: ${[...cli.commands.keys()].join(', ')})`}];
  }
  return checkArguments(`docusaurus ${first.text}`, command, rest);
}

function checkCreate(create: CreateDocusaurus, args: Token[]): Failure[] {
  const failures = checkArguments('create-docusaurus', create.command, args);
  // The second positional argument is the template: a template name, a git URL or a local folder.
  const positionals = args.filter((token, index) => !token.text.startsWith('-') && !(index > 0 && /^-(p|g|-package-manager|-git-strategy)$/.test(args[index - 1].text)));
  const template = positionals[1];
  if (template && /^[\w-]+$/.test(template.text) && !create.templates.includes(template.text)) {
    failures.push({line: template.line, message: `create-docusaurus: no template "${template.text}" (the templates are: ${create.templates.join(', ')})`});
  }
  return failures;
}

/** `bash -n`: the shell's own syntax check, without running anything. */
function bashSyntax(text: string): string | undefined {
  const result = spawnSync('bash', ['-n'], {input: text, encoding: 'utf8'});
  return result.status === 0 ? undefined : result.stderr.trim();
}

/** A block of commands with `$ ` prompts holds their output too: only the prompted lines are commands. */
function commandText(code: string): string {
  const lines = code.split('\n');
  if (!lines.some((line) => /^\$ /.test(line))) return code;
  return lines.map((line) => (/^\$ /.test(line) ? line.slice(2) : '')).join('\n');
}

/** The block's failures, or `undefined` when it holds nothing a tool here can check (no Bash, no Docusaurus command). */
export function checkShell(block: CodeBlock, context: ShellContext, page: PageDefinitions): Failure[] | undefined {
  const text = commandText(block.code);
  const failures: Failure[] = [];
  const isBash = BASH_LANGS.has(block.lang ?? '');
  if (isBash) {
    const error = bashSyntax(text);
    if (error) {
      const line = Number(/line (\d+)/.exec(error)?.[1] ?? 1);
      failures.push({line: block.line + line, message: `bash -n: ${error.replace(/^bash: (line \d+: )?/gm, '')}`});
    }
  }
  const commands = simpleCommands(text);
  for (const words of commands) {
    failures.push(...checkCommand(words, context, page).map((failure) => ({...failure, line: block.line + 1 + failure.line})));
  }
  return isBash || commands.some((words) => invocation(words)) ? failures : undefined;
}

/** One command line; `line` of the failures is 0-based in the text the words come from. */
export function checkCommand(words: Token[], context: ShellContext, page: PageDefinitions): Failure[] {
  const run = invocation(words);
  if (!run) return [];
  if (run.kind === 'docusaurus') return checkDocusaurus(context.docusaurus, run.args, words[0].line, page);
  if (run.kind === 'create') return checkCreate(context.create, run.args);
  const script = page.scripts.get(run.name.text) ?? context.templateScripts.get(run.name.text);
  if (script === undefined && !page.inSite) return [];
  if (script === undefined) {
    return [
      {
        line: run.name.line,
        message: `${run.manager} run ${run.name.text}: no such script in the package.json create-docusaurus writes (${[...context.templateScripts.keys()].join(', ')}) nor in a package.json on this page`,
      },
    ];
  }
  // A script that runs the CLI: its own words, then what the command line adds to them.
  const [scriptWords] = simpleCommands(script);
  if (!scriptWords || scriptWords[0]?.text !== 'docusaurus') return [];
  const anchored = scriptWords.slice(1).map((token) => ({...token, line: run.name.line}));
  return checkDocusaurus(context.docusaurus, [...anchored, ...scriptArguments(run.manager, run.args)], run.name.line, page);
}

/**
 * The arguments a package manager hands the script. npm keeps options for
 * itself unless they come after `--`; yarn, pnpm and bun pass everything.
 */
function scriptArguments(manager: string, args: Token[]): Token[] {
  if (manager !== 'npm') return args.filter((token) => token.text !== '--');
  const separator = args.findIndex((token) => token.text === '--');
  const before = separator < 0 ? args : args.slice(0, separator);
  const after = separator < 0 ? [] : args.slice(separator + 1);
  return [...before.filter((token) => !token.text.startsWith('-')), ...after];
}
