/** A plugin that throws: one located line naming it and the lifecycle method, the build stopped. */
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../package-root.ts';
import { firstFrame } from '../shared/bundled-modules.ts';
import { displayPath } from '../shared/paths.ts';
import type { PluginEntry } from './plugin-types.ts';

/** The first frame of a stack trace in `file` (or, without one, outside node_modules and docsgen): where the plugin failed. */
function frameIn(stack: string | undefined, file: string | undefined): { path: string; line: number; column: number } | undefined {
  return firstFrame(stack, (path) => (file ? path === file : !/[/\\]node_modules[/\\]/.test(path) && !path.startsWith(packageRoot())));
}

/** The error of a plugin's `method` as a DocsgenError (exit 1) with one diagnostic at the plugin's file:line when its stack names it. */
export function pluginFailure(plugin: { name: string; file?: string; entry: PluginEntry }, method: string, error: unknown, cwd: string): DocsgenError {
  const thrown = error as Error;
  const frame = frameIn(thrown?.stack, plugin.file);
  const at = frame ? { file: displayPath(cwd, frame.path), line: frame.line, column: frame.column } : { file: plugin.entry.at.file, ...(plugin.entry.at.line !== undefined ? { line: plugin.entry.at.line, column: plugin.entry.at.column ?? 1 } : {}) };
  const diagnostic: Diagnostic = {
    code: 'plugins/failed',
    severity: 'error',
    message: `Plugin \`${plugin.name}\` failed in ${method}: ${String(thrown?.message ?? error).split('\n')[0]}`,
    ...at,
    hint: `the plugin is \`${plugin.entry.key}\` of the config; run with --verbose for its stack trace`,
  };
  return new DocsgenError(diagnostic.message, { exitCode: 1, diagnostics: [diagnostic], cause: error });
}
