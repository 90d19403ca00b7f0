/**
 * Errors nobody awaits: code of the site's (a plugin, a remark plugin, a component) that throws
 * in a timer or an event handler, or rejects a promise nobody awaits. Node would end the
 * process with a stack trace; while a command runs they end it with one located error instead.
 */
import { relative } from 'node:path';
import { DocsgenError, type Diagnostic } from '../diagnostics/diagnostic.ts';
import { packageRoot } from '../package-root.ts';
import { firstFrame } from './bundled-modules.ts';

let strayed = false;

/** Whether an error escaped while a command ran: the process then exits when the command ends, not when the code that threw lets it. */
export function errorStrayed(): boolean {
  return strayed;
}

/** The located failure for an error thrown outside docsgen's steps: at the first frame of the site's code, else of a package's. */
function strayFailure(error: unknown, cwd: string): DocsgenError {
  const stack = error instanceof Error ? error.stack : undefined;
  const own = packageRoot();
  const notDocsgen = (path: string): boolean => !path.startsWith(own) && !path.startsWith('node:');
  const frame = firstFrame(stack, (path) => notDocsgen(path) && !/[/\\]node_modules[/\\]/.test(path)) ?? firstFrame(stack, notDocsgen);
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  const diagnostic: Diagnostic = {
    code: 'plugins/uncaught-error',
    severity: 'error',
    message: `Code of the site threw outside any step docsgen awaits (a timer, a callback or a promise nobody awaited): ${message}`,
    file: frame ? relative(cwd, frame.path) : '.',
    ...(frame ? { line: frame.line, column: frame.column } : {}),
    hint: 'fix the code at this line; --verbose prints the whole stack trace',
  };
  return new DocsgenError('An error escaped the site\'s code', { exitCode: 1, diagnostics: [diagnostic], cause: error });
}

/** Run `command`; an error that escapes meanwhile rejects it with its located failure. */
export async function failingOnStrayErrors<T>(cwd: string, command: () => Promise<T>): Promise<T> {
  let fail: (error: DocsgenError) => void = () => undefined;
  const stray = new Promise<never>((_resolve, reject) => (fail = reject));
  const onError = (error: unknown): void => {
    strayed = true;
    fail(strayFailure(error, cwd));
  };
  process.on('uncaughtException', onError);
  process.on('unhandledRejection', onError);
  try {
    return await Promise.race([command(), stray]);
  } finally {
    process.off('uncaughtException', onError);
    process.off('unhandledRejection', onError);
  }
}
