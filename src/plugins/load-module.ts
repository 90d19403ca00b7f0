/**
 * A plugin's (or preset's) module, loaded as Docusaurus loads it: Docusaurus runs every
 * plugin module through jiti, which requires CommonJS as Node does and compiles the rest
 * (TypeScript, every ES module) to CommonJS with Babel. That takes ES modules that use
 * `__dirname` or `require` or import `./file` without its extension, and CommonJS that
 * `import`s; and a default import of a CommonJS module marked `__esModule` is its
 * `exports.default`, where Node gives the whole `module.exports`. So Node loads a CommonJS
 * module (or what it can of the rest), and an ES module, or what Node refuses, is bundled by
 * the same runner as the config (see evaluate-module.ts), with the project's installed
 * packages as they are.
 */
import { readFile } from 'node:fs/promises';
import { evaluateModule, hasModuleSyntax, isCommonJs } from '../docusaurus/evaluate-module.ts';
import { importResolved } from '../shared/resolve-module.ts';

/** Errors of Node's loader that jiti's transpiling does not have. */
function needsTranspiling(error: unknown): boolean {
  const { code, message = '' } = (error ?? {}) as { code?: string; message?: string };
  // ES modules importing `./x` or a folder without its file name, which jiti resolves as CommonJS does.
  if (code === 'ERR_MODULE_NOT_FOUND' || code === 'ERR_UNSUPPORTED_DIR_IMPORT') return true;
  if (code === 'ERR_UNKNOWN_FILE_EXTENSION' || code === 'ERR_REQUIRE_ESM' || code === 'ERR_REQUIRE_ASYNC_MODULE') return true;
  if (error instanceof ReferenceError) return /^(?:__dirname|__filename|require|module|exports) is not defined/.test(message);
  return error instanceof SyntaxError && /Cannot use import statement outside a module|Unexpected token 'export'|await is only valid/.test(message);
}

/** The module's exports; a module that throws while loading throws. */
export async function loadModule(path: string, cwd: string): Promise<Record<string, unknown>> {
  // Node 20 runs no TypeScript and no JSX: such a module is transpiled without trying, and an
  // ES module is, for jiti's reading of its imports. So is a file with `import` or `export` in
  // a package that is not `"type": "module"`: Node would load it after a warning telling the
  // team to change their package.json, which Docusaurus never asks of them.
  const plainCommonJs = !/\.(?:[cm]?ts|tsx|jsx)$/.test(path) && isCommonJs(path) && !hasModuleSyntax(await readFile(path, 'utf8'));
  if (!plainCommonJs) return transpiled(path, cwd);
  try {
    return await importResolved(path);
  } catch (error) {
    if (!needsTranspiling(error)) throw error;
    return transpiled(path, cwd);
  }
}

async function transpiled(path: string, cwd: string): Promise<Record<string, unknown>> {
  return (await evaluateModule(path, cwd, undefined, { exports: true, realPackages: true })).value as Record<string, unknown>;
}
