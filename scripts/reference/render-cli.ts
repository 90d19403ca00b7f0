/** The CLI reference page, from the commander definitions of src/cli.ts. */
import type { Command, Option } from 'commander';
import { createProgram } from '../../src/cli.ts';
import { escapeText, GENERATED, page, sentence, table } from './markdown.ts';

/** Where each command is explained at length; a command without a guide fails the reference test. */
export const COMMAND_GUIDES: Readonly<Record<string, string>> = {
  init: '/getting-started',
  build: '/guides/output',
  dev: '/guides/dev-server',
  'check-links': '/guides/link-checking',
  serve: '/guides/output#preview-a-build',
  version: '/guides/versions',
  migrate: '/guides/docusaurus',
  clear: '/guides/output#the-build-cache',
  'api-diff': '/guides/api-changelog',
  mcp: '/guides/ai-assistants#mcp-server',
  'write-translations': '/guides/i18n#write-the-translation-files',
};

/** The program as the CLI defines it; its actions never run here. */
export const cliProgram = (): Command =>
  createProgram({ stdout: () => {}, stderr: () => {}, color: false, tty: false, columns: 80, progressDelayMs: 0, cwd: process.cwd() });

function optionDefault(option: Option): string {
  // `--no-cache` is off unless given, as every other switch.
  if (option.negate) return 'off';
  if (option.defaultValue !== undefined) return `\`${String(option.defaultValue)}\``;
  return option.required || option.optional ? '' : 'off';
}

function optionText(option: Option): string {
  const choices = option.argChoices ? ` One of ${option.argChoices.map((choice) => `\`${choice}\``).join(', ')}.` : '';
  const mandatory = option.mandatory ? ' Required.' : '';
  return `${sentence(option.description)}${choices}${mandatory}`;
}

function commandSection(command: Command): string {
  const args = command.registeredArguments;
  const usage = ['docsgen', command.name(), ...args.map((arg) => (arg.required ? `<${arg.name()}${arg.variadic ? '...' : ''}>` : `[${arg.name()}${arg.variadic ? '...' : ''}]`)), ...(command.options.length ? ['[options]'] : [])].join(' ');
  const guide = COMMAND_GUIDES[command.name()];
  const blocks = [
    `## \`docsgen ${command.name()}\``,
    `${escapeText(sentence(command.description()))}${guide ? ` See [the guide](${guide}).` : ''}`,
    '```bash\n' + usage + '\n```',
  ];
  if (args.length) {
    blocks.push(table(['argument', 'default', 'meaning'], args.map((arg) => [`\`${arg.name()}\``, arg.defaultValue === undefined ? '' : `\`${String(arg.defaultValue)}\``, sentence(arg.description)])));
  }
  if (command.options.length) blocks.push(table(['flag', 'default', 'meaning'], command.options.map((option) => [`\`${option.flags}\``, optionDefault(option), optionText(option)])));
  return blocks.join('\n\n');
}

/** The whole page. */
export function renderCliReference(): string {
  const program = cliProgram();
  const global = program.options.map((option) => [`\`${option.flags}\``, sentence(option.description)]);
  return page({ title: 'CLI', description: 'Every docsgen command and flag, with its default.' }, [
    GENERATED('src/cli.ts'),
    '# CLI',
    'Every command and flag of `docsgen`, as `docsgen <command> --help` prints them. Run it with `npx docsgen`, or from the `scripts` of package.json that `docsgen init` writes.',
    table(['flag', 'meaning'], [...global, ['`-h, --help`', 'Show help, for docsgen or a command.']]),
    ...program.commands.map(commandSection),
    [
      '## Exit codes',
      table(['code', 'meaning'], [
        ['`0`', 'Success; warnings do not change it.'],
        ['`1`', 'The build or check failed: an error in the content (a broken link, an MDX syntax error, a sample that does not match the API), a component that throws. The previous output is left as it was. For `api-diff --fail-on-breaking`: a change is breaking.'],
        ['`2`', 'A usage or configuration error: an unknown flag, a bad `config.yaml`, a missing site folder, an unsafe output folder, a document `api-diff` cannot read. Nothing is written.'],
      ]),
    ].join('\n\n'),
    [
      '## Environment variables',
      table(['variable', 'meaning'], [
        ['`NO_COLOR`', 'Plain output: no colours, no progress line, no summary table.'],
        ['`FORCE_COLOR=1`', 'Colours even when the output is not a terminal.'],
        ['`DOCSGEN_COMPILE_WORKERS_FROM=<n>`', 'From how many pages to compile a build may compile them on worker threads (default 200), one worker per half that many pages and at most one per core: when a third or more of them compile as code (MDX with imports or exports) in a site with its own theme components, or when there are more than 4,000. Otherwise pages compile on the main thread, their code blocks highlighted on a worker.'],
        ['`DOCSGEN_PROGRESS_DELAY=<ms>`', 'How long a build runs before its progress line shows (default 1000).'],
        ['`DOCSGEN_SEARCH_WORKERS=<n>`', 'Worker threads that index the site for search; `0` indexes on the main thread. By default one per core beyond two, and on two cores one for a site of more than ~3 MB of HTML.'],
        ['`DOCSGEN_SPILL_PAGES=<n>`', "From how many pages of a docs version a build keeps the compiled pages' HTML in a temporary file, rather than in memory, until each is written, and reads each page's Markdown again from its file when it compiles it rather than holding it from the start (default 2000). `--profile` counts the pages kept so."],
        ['`NODE_ENV`', '`build` and `check-links` always render with React\'s production build; `dev` keeps your setting, for React\'s warnings.'],
      ]),
    ].join('\n\n'),
  ]);
}
