/**
 * A plugin that throws: one located line naming it and the lifecycle method, the build stopped;
 * or, when what it threw is the network being unreachable, or a file it needs being absent or
 * empty (a placeholder), one warning saying what is left out, and the build goes on without it.
 */
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../package-root.ts';
import { firstFrame } from '../shared/bundled-modules.ts';
import { displayPath } from '../shared/paths.ts';
import { networkFailure } from '../shared/network-failure.ts';
import { missingFile } from '../shared/missing-file.ts';
import type { PluginEntry } from './plugin-types.ts';

/** The plugin a failure is about: its name, its module (when it has one) and its entry in the config. */
type FailedPlugin = { name: string; file?: string; entry: PluginEntry };

/** The first frame of a stack trace in `file` (or, without one, outside node_modules and docsgen): where the plugin failed. */
function frameIn(stack: string | undefined, file: string | undefined): { path: string; line: number; column: number } | undefined {
  return firstFrame(stack, (path) => (file ? path === file : !/[/\\]node_modules[/\\]/.test(path) && !path.startsWith(packageRoot())));
}

/** Where a plugin's error is reported: the line of its file that threw, else its entry in the config. */
function failureAt(plugin: FailedPlugin, error: unknown, cwd: string): Pick<Diagnostic, 'file' | 'line' | 'column'> {
  const frame = frameIn((error as Error | undefined)?.stack, plugin.file);
  if (frame) return { file: displayPath(cwd, frame.path), line: frame.line, column: frame.column };
  const { at } = plugin.entry;
  return { file: at.file, ...(at.line !== undefined ? { line: at.line, column: at.column ?? 1 } : {}) };
}

const firstLine = (error: unknown): string => String((error as Error | undefined)?.message ?? error).split('\n')[0]!;

/** The error of a plugin's `method` as a DocsgenError (exit 1) with one diagnostic at the plugin's file:line when its stack names it. */
export function pluginFailure(plugin: FailedPlugin, method: string, error: unknown, cwd: string): DocsgenError {
  const diagnostic: Diagnostic = {
    code: 'plugins/failed',
    severity: 'error',
    message: `Plugin \`${plugin.name}\` failed in ${method}: ${firstLine(error)}`,
    ...failureAt(plugin, error, cwd),
    hint: `the plugin is \`${plugin.entry.key}\` of the config; run with --verbose for its stack trace`,
  };
  return new DocsgenError(diagnostic.message, { exitCode: 1, diagnostics: [diagnostic], cause: error });
}

/**
 * The warning for a plugin's `method` that threw because the network is unreachable, saying
 * what the build `leftOut` ("the whole plugin is left out"); undefined for any other error,
 * which stays a failure (pluginFailure).
 */
export function offlineWarning(plugin: FailedPlugin, method: string, error: unknown, cwd: string, leftOut: string): Diagnostic | undefined {
  const offline = networkFailure(error);
  if (!offline) return undefined;
  return {
    code: 'plugins/offline',
    severity: 'warning',
    message: `Plugin \`${plugin.name}\` cannot reach ${offline.host ?? 'the network'} (${offline.code ?? firstLine(error)}) in ${method}: ${leftOut}`,
    ...failureAt(plugin, error, cwd),
    hint: `the plugin is \`${plugin.entry.key}\` of the config; the rest of the site builds, and a build with the network includes it`,
  };
}

/** An error a parser throws on input it cannot read: what reading an empty file gives, when the plugin read one. */
const UNREADABLE = /\b(?:parse|pars(?:ing|er)|invalid|unexpected end|unsupported|corrupt|out(?:side)? of (?:the )?(?:bounds|range)|signature|format)\b/i;

/**
 * The warning for a plugin's `method` that threw because a file it needs is absent (missingFile),
 * or, having read `emptyReads` (files of zero bytes, placeholders), because a parser could not
 * read one; undefined for any other error, which stays a failure.
 */
export function missingFileWarning(plugin: FailedPlugin, method: string, error: unknown, cwd: string, leftOut: string, emptyReads: ReadonlySet<string> = new Set()): Diagnostic | undefined {
  const missing = missingFile(error);
  const empty = missing || !emptyReads.size ? undefined : [...emptyReads];
  if (!missing && !(empty && (error instanceof RangeError || error instanceof SyntaxError || UNREADABLE.test(firstLine(error))))) return undefined;
  const what = missing ? `\`${displayPath(cwd, missing.path)}\` (absent)` : `${empty!.map((path) => `\`${displayPath(cwd, path)}\``).join(', ')} (${empty!.length > 1 ? 'empty files' : 'an empty file'}: ${firstLine(error)})`;
  return {
    code: 'plugins/missing-file',
    severity: 'warning',
    message: `Plugin \`${plugin.name}\` cannot read ${what} in ${method}: ${leftOut}`,
    ...failureAt(plugin, error, cwd),
    hint: `the plugin is \`${plugin.entry.key}\` of the config; the rest of the site builds, and a build with ${missing ? 'that file' : 'the real files'} includes it`,
  };
}
