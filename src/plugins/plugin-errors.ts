/** A plugin that throws: one located line naming it and the lifecycle method, the build stopped. */
import { fileURLToPath } from 'node:url';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { displayPath } from '../shared/paths.ts';
import type { PluginEntry } from './plugin-types.ts';

/** The first frame of a stack trace in `file` (or, without one, outside node_modules and docsgen): where the plugin failed. */
function frameIn(stack: string | undefined, file: string | undefined): { path: string; line: number; column: number } | undefined {
  for (const match of (stack ?? '').matchAll(/\(?((?:file:\/\/)?\/[^():\s]+):(\d+):(\d+)\)?/g)) {
    const path = match[1]!.startsWith('file://') ? fileURLToPath(match[1]!) : match[1]!;
    const inPlugin = file ? path === file : !/[/\\]node_modules[/\\]/.test(path) && !/[/\\](?:dist|src)[/\\]/.test(path);
    if (inPlugin) return { path, line: Number(match[2]), column: Number(match[3]) };
  }
  return undefined;
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
