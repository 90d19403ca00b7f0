import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { relative, resolve } from 'node:path';
import pc from 'picocolors';
import { pathToFileURL } from 'node:url';
import { realpathSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { DocsgenError, type Diagnostic } from './diagnostics/diagnostic.ts';
import { formatDiagnostic, formatDiagnosticList, formatSummary } from './diagnostics/format.ts';
import { PACKAGE_VERSION } from './package-root.ts';
import type { BuildCommandOptions } from './progress/build-command.ts';
import { guardRegExps } from './shared/regexp-guard.ts';
import { defaultSiteDir } from './shared/default-site-dir.ts';
import { failingOnStrayErrors } from './shared/stray-errors.ts';

export { errorStrayed } from './shared/stray-errors.ts';
import type { CliIo } from './cli-io.ts';

export type { CliIo };
// Each command's implementation is imported inside its action, not here: `--version`,
// `--help` and usage errors then load commander and a few small modules only (~0.1 s
// instead of ~0.5 s), and each command loads just what it needs (docs: benchmarks).

function defaultIo(): CliIo {
  const env = process.env;
  return {
    stdout: (text) => process.stdout.write(text),
    stderr: (text) => process.stderr.write(text),
    color: !('NO_COLOR' in env) && (Boolean(process.stderr.isTTY) || ('FORCE_COLOR' in env && env.FORCE_COLOR !== '0')),
    tty: Boolean(process.stderr.isTTY) && !('NO_COLOR' in env),
    columns: process.stderr.columns || 80,
    progressDelayMs: env.DOCSGEN_PROGRESS_DELAY && Number(env.DOCSGEN_PROGRESS_DELAY) >= 0 ? Number(env.DOCSGEN_PROGRESS_DELAY) : 1000,
    cwd: process.cwd(),
  };
}

/**
 * React picks its build from NODE_ENV when first loaded: the development one checks and
 * warns as it renders (~10 % of a cold build's CPU on the Kassa site and GitHub's API).
 * Set before any command module (and the workers, which inherit the environment) loads
 * React, whatever the shell says, as `docusaurus build` does. `dev` keeps the user's
 * setting, for React's warnings.
 */
function useProductionReact(): void {
  process.env.NODE_ENV = 'production';
}

function printDiagnostics(diagnostics: Diagnostic[], io: CliIo, colors: ReturnType<typeof pc.createColors>, all = false): void {
  for (const text of formatDiagnosticList(diagnostics, { colors, all })) io.stderr(`${text}\n`);
  const summary = formatSummary(diagnostics, colors);
  if (summary) io.stderr(`${summary}\n`);
}

function causeChain(error: unknown): string[] {
  const lines: string[] = [];
  let current = (error as { cause?: unknown }).cause;
  while (current instanceof Error) {
    lines.push(`  caused by: ${current.message}`);
    current = current.cause;
  }
  return lines;
}

/** A `--port` value, checked by commander: a bad value is a usage error (exit 2), not a crash. */
function parsePort(value: string): string {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new InvalidArgumentError('a port is an integer from 0 to 65535');
  return String(port);
}

function portOption(): Option {
  return new Option('-p, --port <port>', 'port (0 picks a free one)').default('3000').argParser(parsePort);
}

/** The site folder; when not given, defaultSiteDir's choice is filled in before the action runs (see the preAction hook). */
function siteOption(): Option {
  return new Option('-s, --site <dir>', 'site folder holding config.yaml or docusaurus.config.js (default: site, or the current folder when it holds the config)');
}

/** What a command's action leaves for main(): the exit code, and whether to print stack traces. */
interface RunState {
  exitCode: number;
  verbose: boolean;
}

/**
 * Every command, its arguments, flags and action. main() parses argv with it; the docs' CLI
 * reference is generated from it, so a flag cannot be added without its entry.
 */
export function createProgram(io: CliIo, state: RunState = { exitCode: 0, verbose: false }): Command {
  const colors = pc.createColors(io.color);
  const program = new Command('docsgen')
    .description('Build documentation sites from Markdown/MDX pages and an OpenAPI document.')
    .version(PACKAGE_VERSION, '-v, --version', 'print the docsgen version')
    .helpOption('-h, --help', 'show help')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr, outputError: (text, write) => write(colors.red(text)) })
    .showSuggestionAfterError(true)
    .hook('preAction', (_program, command) => {
      if (command.options.some((option) => option.long === '--site') && command.getOptionValue('site') === undefined) command.setOptionValue('site', defaultSiteDir(io.cwd));
    });

  program
    .command('build')
    .description('build the site into static HTML')
    .addOption(siteOption())
    .addOption(new Option('-o, --out <dir>', 'output folder (updated only when the build succeeds); default build, or <site>/build in a Docusaurus project'))
    .option('--dry-run', 'load, check and render every page without writing the output folder')
    .option('--offline', 'do not download the OpenAPI document; build from its cached copy')
    .option('--strict-remote', 'fail if the OpenAPI document cannot be downloaded, instead of using the cached copy')
    .option('--no-cache', 'ignore the build cache and do not write it: compile every page (a cold build)')
    .option('--profile', 'print the time each stage took')
    .option('--json', 'print only a JSON report of the build (summary and diagnostics), for tools')
    .option('--locale <locale...>', 'build only these locales of a translated site, updating only their files of an existing output folder (default: every locale of `i18n.locales`)')
    .option('--verbose', 'print stack traces, build details and every warning (without it, the first 10 warnings of each code, then how many more)')
    .action(async (options: BuildCommandOptions) => {
      state.verbose = Boolean(options.verbose);
      useProductionReact();
      // Before the build's modules load: see startHighlightWorkerEarly.
      (await import('./site/start-highlight-worker.ts')).startHighlightWorkerEarly(io.cwd, { cache: options.cache, siteDir: resolve(io.cwd, options.site) });
      const { runBuildCommand } = await import('./progress/build-command.ts');
      state.exitCode = await runBuildCommand(options, { ...io, colors, printDiagnostics: (diagnostics) => printDiagnostics(diagnostics, io, colors, state.verbose) });
    });

  program
    .command('init')
    .description('create a new site: config, pages, a sidebar, a sample OpenAPI reference and package.json scripts')
    .argument('[dir]', 'the folder to create it in (must be empty or new)', '.')
    .action(async (dir: string) => {
      const { initSite } = await import('./init/init-site.ts');
      const result = await initSite({ dir, cwd: io.cwd });
      const shown = relative(io.cwd, result.dir);
      io.stdout(`${colors.green('✔')} Created a docsgen site in ${shown || '.'}/ (${result.written.length} files${result.updatedPackageJson ? '; scripts added to package.json' : ''})\n\n`);
      const steps = [...(shown ? [`cd ${shown.includes(' ') ? JSON.stringify(shown) : shown}`] : []), ...(result.updatedPackageJson ? [] : ['npm install']), 'npm run dev      # edit site/pages/, the browser reloads', 'npm run build    # writes build/'];
      io.stdout(`Next:\n${steps.map((step) => `  ${step}`).join('\n')}\n`);
    });

  program
    .command('check-links')
    .description('check links, anchors and duplicate routes without building (for pre-commit hooks)')
    .argument('[files...]', 'report only problems in these files (e.g. the staged ones)')
    .addOption(siteOption())
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--external', 'also check external links (warnings only; results cached for a day)')
    .option('--samples', 'also check code samples against the API (GraphQL, JSON, REST, TypeScript), as the build does')
    .option('--verbose', 'print stack traces')
    .action(async (files: string[], options: { site: string; format: 'text' | 'json'; external?: boolean; samples?: boolean; verbose?: boolean }) => {
      state.verbose = Boolean(options.verbose);
      useProductionReact();
      const started = performance.now();
      const [{ checkLinks }, { formatSampleCounts }] = await Promise.all([import('./checks/check-links.ts'), import('./samples/sample-counts.ts')]);
      const result = await checkLinks({ siteDir: options.site, cwd: io.cwd, ...(files.length ? { files } : {}), ...(options.external ? { external: true } : {}), ...(options.samples ? { samples: true } : {}) });
      const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
      if (options.format === 'json') {
        io.stdout(`${JSON.stringify({ diagnostics: result.diagnostics.map(({ source: _source, ...rest }) => rest), summary: { errors, warnings: result.diagnostics.length - errors, pages: result.pageCount, links: result.linkCount, ...(result.samples ? { samples: result.samples } : {}) } }, null, 2)}\n`);
      } else {
        let file: string | undefined;
        for (const diagnostic of result.diagnostics) {
          if (diagnostic.file !== file) io.stderr(`${file === undefined ? '' : '\n'}${colors.underline(diagnostic.file)}\n`);
          file = diagnostic.file;
          io.stderr(`${formatDiagnostic(diagnostic, { colors, frame: false })}\n`);
        }
        const summary = formatSummary(result.diagnostics, colors);
        if (summary) io.stderr(`${file === undefined ? '' : '\n'}${summary}\n`);
        const seconds = ((performance.now() - started) / 1000).toFixed(2);
        io.stdout(`${errors ? colors.red('✖') : colors.green('✔')} Checked ${result.linkCount} links on ${result.pageCount} pages in ${seconds} s\n`);
        if (result.samples) io.stdout(`${colors.dim(`Checked samples: ${formatSampleCounts(result.samples)}`)}\n`);
      }
      if (errors) state.exitCode = 1;
    });

  program
    .command('write-translations')
    .description('write the translation files of each locale (i18n/<locale>/code.json, navbar, footer, sidebars, blog), keeping the translations already there')
    .addOption(siteOption())
    .option('--locale <locale...>', 'write only these locales (default: every locale of `i18n.locales`, the default one included)')
    .option('--override', 'reset every message to the site\'s text, translated ones included')
    .option('--message-prefix <prefix>', 'put this before each message written from the site, to spot what is not translated yet')
    .option('--verbose', 'print stack traces and every warning')
    .action(async (options: { site: string; locale?: string[]; override?: boolean; messagePrefix?: string; verbose?: boolean }) => {
      state.verbose = Boolean(options.verbose);
      useProductionReact();
      const { writeTranslations } = await import('./i18n/write-translations.ts');
      const result = await writeTranslations({ siteDir: options.site, cwd: io.cwd, ...(options.locale ? { locales: options.locale } : {}), ...(options.override ? { override: true } : {}), ...(options.messagePrefix !== undefined ? { messagePrefix: options.messagePrefix } : {}) });
      printDiagnostics(result.diagnostics, io, colors, state.verbose);
      for (const file of result.written) io.stdout(`${colors.green('✔')} ${file.file}: ${file.entries} translation${file.entries === 1 ? '' : 's'}${file.added ? `, ${file.added} new` : ''}\n`);
    });

  program
    .command('version')
    .description('snapshot the current docs, sidebars and OpenAPI documents as version <name> (Docusaurus layout)')
    .argument('<name>', 'the version name, e.g. 1.0 (a folder and a route segment)')
    .addOption(siteOption())
    .addOption(new Option('--docs <id>', 'the docs section to snapshot (its `id` in config.yaml)').default('default'))
    .action(async (name: string, options: { site: string; docs: string }) => {
      const { snapshotVersion } = await import('./versions/snapshot-version.ts');
      const result = await snapshotVersion({ siteDir: options.site, cwd: io.cwd, name, docsId: options.docs });
      io.stdout(`${colors.green('✔')} Created version ${result.name}: ${result.written.join(', ')} (in ${relative(io.cwd, resolve(io.cwd, options.site)) || '.'}/)\n`);
    });

  program
    .command('migrate')
    .description('write config.yaml and sidebars.yaml from another generator\'s project (Docusaurus)')
    .addOption(new Option('--from <tool>', 'the generator the project was made for').choices(['docusaurus']).makeOptionMandatory())
    .addOption(new Option('-s, --site <dir>', 'the project folder holding docusaurus.config.js').default('.'))
    .action(async (options: { from: 'docusaurus'; site: string }) => {
      const { migrateDocusaurus } = await import('./docusaurus/migrate.ts');
      const result = await migrateDocusaurus({ siteDir: options.site, cwd: io.cwd });
      // Every one: they are what the user carries over by hand (migrate has no --verbose to ask for the rest).
      printDiagnostics(result.diagnostics, io, colors, true);
      io.stdout(`${colors.green('✔')} Wrote ${result.written.join(' and ')}${result.diagnostics.length ? `; ${result.diagnostics.length} thing${result.diagnostics.length === 1 ? '' : 's'} not carried over, listed at the top of each file` : ''}\n`);
    });

  program
    .command('clear')
    .description('delete the build cache (node_modules/.cache/docsgen/), so the next build starts cold')
    .action(async () => {
      const { clearCache } = await import('./build/clear-cache.ts');
      const cleared = await clearCache({ cwd: io.cwd });
      const shown = `${relative(io.cwd, cleared.folder)}/`;
      if (!cleared.existed) io.stdout(`No cache to clear: ${shown} does not exist\n`);
      else io.stdout(`${colors.green('✔')} Removed ${shown} (${cleared.entries.join(', ') || 'empty'}: ${cleared.files} files, ${cleared.bytes < 1024 * 1024 ? `${Math.ceil(cleared.bytes / 1024)} KB` : `${(cleared.bytes / 1024 / 1024).toFixed(1)} MB`})\n`);
    });

  program
    .command('api-diff')
    .description('list the changes between two versions of an API (OpenAPI or GraphQL), each breaking or not')
    .argument('<old>', 'the earlier version: a file, an http(s) URL, or git:<ref>:<path>')
    .argument('<new>', 'the later version, given the same ways')
    .option('--json', 'print the changes as JSON ({ "changes": [{ level, operation, message, rule }] }), for tools')
    .option('--fail-on-breaking', 'exit with code 1 when a change is breaking, for CI')
    .option('--verbose', 'print stack traces')
    .action(async (old: string, current: string, options: { json?: boolean; failOnBreaking?: boolean; verbose?: boolean }) => {
      state.verbose = Boolean(options.verbose);
      const [{ apiDiff }, { formatChanges, formatChangesJson }] = await Promise.all([import('./api-diff/api-diff.ts'), import('./api-diff/format-changes.ts')]);
      const { changes } = await apiDiff({ old, new: current, cwd: io.cwd });
      io.stdout(options.json ? formatChangesJson(changes) : formatChanges(changes, colors));
      if (options.failOnBreaking && changes.some((change) => change.level === 'breaking')) state.exitCode = 1;
    });

  /** Anything but loopback lets other machines read the site: say so. */
  const warnIfExposed = (host: string): void => {
    if (!['127.0.0.1', 'localhost', '::1'].includes(host)) io.stderr(`${colors.yellow('warning')} listening on ${host}: other machines on the network can read the site\n`);
  };

  program
    .command('dev')
    .description('serve the site from memory, rebuild on change and reload the browser')
    .addOption(siteOption())
    .addOption(portOption())
    .addOption(new Option('--host <host>', 'address to listen on').default('127.0.0.1'))
    .option('--open', 'open the site in the default browser')
    .option('--locale <locale>', 'the locale of a translated site to serve (default: `i18n.defaultLocale`)')
    .action(async (options: { site: string; port: string; host: string; open?: boolean; locale?: string }) => {
      warnIfExposed(options.host);
      const { dev } = await import('./dev/dev-server.ts');
      // The address is printed (and opened) as soon as the server answers: the first page is built on request.
      const listening = (url: string): void => {
        io.stdout(`${colors.green('✔')} docsgen dev at ${colors.cyan(url)} (Ctrl+C to stop)\n`);
        if (options.open) {
          const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
          spawn(command, [url], { detached: true, stdio: 'ignore' }).on('error', () => io.stderr(`could not open a browser; visit ${url}\n`)).unref();
        }
      };
      let server: Awaited<ReturnType<typeof dev>> | undefined;
      const stopped = new Promise<void>((done) => {
        // Before `dev` has returned (the watcher's first scan waits behind the first build),
        // there is nothing to close gracefully yet: Ctrl+C ends the process at once.
        const stop = (): void => (server ? void server.close().then(done) : process.exit(0));
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      server = await dev({ siteDir: options.site, cwd: io.cwd, port: Number(options.port), host: options.host, ...(options.locale ? { locale: options.locale } : {}), log: (line) => io.stderr(`${line}\n`), onListening: listening });
      await stopped;
    });

  program
    .command('serve')
    .description('serve a finished build locally, as a production host would')
    .addOption(new Option('-d, --dir <dir>', 'the build folder').default('build'))
    .addOption(portOption())
    .addOption(new Option('--host <host>', 'address to listen on').default('127.0.0.1'))
    .action(async (options: { dir: string; port: string; host: string }) => {
      warnIfExposed(options.host);
      const { serve } = await import('./serve/serve.ts');
      const running = await serve({ dir: options.dir, cwd: io.cwd, port: Number(options.port), host: options.host });
      io.stdout(`${colors.green('✔')} Serving ${relative(io.cwd, resolve(io.cwd, options.dir)) || '.'}/ at ${colors.cyan(running.url)} (Ctrl+C to stop)\n`);
      await new Promise<void>((done) => {
        const stop = (): void => void running.close().then(done);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  program
    .command('mcp')
    .description('answer AI assistants about a finished build: a Model Context Protocol server on stdio, or on HTTP with --port')
    .addOption(new Option('-d, --dir <dir>', 'the build folder').default('build'))
    .addOption(new Option('-p, --port <port>', 'serve streamable HTTP at http://127.0.0.1:<port>/mcp instead of stdio (0 picks a free port)').argParser(parsePort))
    .action(async (options: { dir: string; port?: string }) => {
      const { runMcpHttp, runMcpStdio } = await import('./mcp/run-mcp.ts');
      // On stdio, stdout carries the protocol: nothing else may be written there.
      if (options.port === undefined) return runMcpStdio({ dir: options.dir, cwd: io.cwd });
      const running = await runMcpHttp({ dir: options.dir, cwd: io.cwd, port: Number(options.port) });
      io.stdout(`${colors.green('✔')} MCP server for ${relative(io.cwd, resolve(io.cwd, options.dir)) || '.'}/ at ${colors.cyan(running.url)} (Ctrl+C to stop)\n`);
      await new Promise<void>((done) => {
        const stop = (): void => void running.close().then(done);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
    });

  return program;
}

/** Run the CLI with `argv` (without node and script); resolves to the exit code. */
export async function main(argv: string[], io: CliIo = defaultIo()): Promise<number> {
  guardRegExps();
  const colors = pc.createColors(io.color);
  const state: RunState = { exitCode: 0, verbose: false };
  const program = createProgram(io, state);
  try {
    await failingOnStrayErrors(io.cwd, () => program.parseAsync(argv, { from: 'user' }));
  } catch (error) {
    if (error instanceof CommanderError) {
      if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return 0;
      return 2;
    }
    if (error instanceof DocsgenError) {
      if (error.diagnostics.length) printDiagnostics(error.diagnostics, io, colors, state.verbose);
      else io.stderr(`${colors.red('error')} ${error.message}\n`);
      for (const line of causeChain(error)) io.stderr(`${line}\n`);
      if (state.verbose && error.cause instanceof Error && error.cause.stack) io.stderr(`${error.cause.stack}\n`);
      return error.exitCode;
    }
    const err = error as Error;
    io.stderr(`${colors.red('docsgen crashed:')} ${err.message}\n`);
    if (state.verbose) io.stderr(`${err.stack}\n`);
    else io.stderr(`  ${colors.dim('this is a bug in docsgen; run again with --verbose for the stack trace')}\n`);
    return 1;
  }
  return state.exitCode;
}

// bin/docsgen.js calls main() itself: npm links the bin as node_modules/.bin/docsgen, a name
// no check on argv[1] can rely on. This runs `node dist/cli.js …` and `tsx src/cli.ts …`.
const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href;
if (invokedDirectly) process.exitCode = await main(process.argv.slice(2));
