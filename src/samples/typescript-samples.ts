import { createRequire } from 'node:module';
import { posix } from 'node:path';
import type * as TS from 'typescript';
import type { CodeSample } from '../types.ts';
import { hasMetaFlag, metaValue, TYPESCRIPT_LANGS } from '../content/code-meta.ts';
import { positionIn, type SampleProblem } from './sample-problem.ts';

/** A declaration file the samples may use, e.g. the SDK's `declare module '@kassa/web-sdk'`. */
export interface DeclarationFile {
  /** Path as shown in messages. */
  file: string;
  text: string;
}

/** A file of the virtual project: one `check` block, or the parts of a file split into `(continued)` blocks. */
interface SampleFile {
  path: string;
  text: string;
  /** The blocks the file is made of and the 0-based line each starts on; lines before the first are imports carried over. */
  parts: Array<{ sample: CodeSample; firstLine: number }>;
}

const IMPORT = /^import\s(?:[^;'"]*?\sfrom\s)?\s*['"][^'"]+['"]\s*;?[ \t]*$/gm;
/**
 * A title that names a file (`src/kassa.ts`) makes the block that file, importable by others;
 * `src/page.ts (continued)` continues the page's earlier block of that file.
 */
const FILE_TITLE = /^([\w./-]+\.tsx?)( \(continued\))?$/;

/** Parsed lib files (lib.dom.d.ts is 2 MB), kept across the rebuilds of `docsgen dev`. */
const libFiles = new Map<string, TS.SourceFile>();

/** Whether a block opted in to type checking with the `check` meta flag. */
export function isCheckedTypescript(sample: CodeSample): boolean {
  return TYPESCRIPT_LANGS.has(sample.lang) && hasMetaFlag(sample.meta, 'check');
}

/**
 * Lay the `check` blocks out as a project: each page is a folder; a block titled with a file
 * path is that file (other pages can import it when they do not have their own), the others
 * get a file of their own. A block without imports sees the imports of the page's earlier
 * `check` blocks, so a page can show its imports once at the top; a `(continued)` block sees
 * the earlier parts of its file.
 */
function layOut(samples: readonly CodeSample[]): { files: SampleFile[]; titled: Map<string, string> } {
  const files: SampleFile[] = [];
  const titled = new Map<string, string>();
  const pages = new Map<string, { root: string; imports: Set<string>; parts: Map<string, SampleFile> }>();
  for (const sample of samples) {
    let page = pages.get(sample.file);
    if (!page) pages.set(sample.file, (page = { root: `/samples/${pages.size}`, imports: new Set(), parts: new Map() }));
    const title = FILE_TITLE.exec(metaValue(sample.meta, 'title') ?? '');
    const titlePath = title ? posix.normalize(title[1]!).replace(/^(\.\.\/)+/, '') : undefined;
    const own = sample.value.match(IMPORT) ?? [];
    for (const statement of own) page.imports.add(statement.trim());
    const continued = titlePath && title![2] ? page.parts.get(titlePath) : undefined;
    if (continued) {
      continued.text += `\n${sample.value}`;
      continued.parts.push({ sample, firstLine: continued.text.split('\n').length - sample.value.split('\n').length });
      continue;
    }
    const extension = sample.lang === 'tsx' ? '.tsx' : '.ts';
    const path = titlePath ? `${page.root}/${titlePath}` : `${page.root}/src/__sample_${sample.line}${extension}`;
    const carried = own.length ? [] : [...page.imports];
    const prefix = carried.length ? `${carried.join('\n')}\n` : '';
    const file: SampleFile = { path, text: prefix + sample.value, parts: [{ sample, firstLine: carried.length }] };
    files.push(file);
    if (titlePath) {
      page.parts.set(titlePath, file);
      if (!titled.has(titlePath)) titled.set(titlePath, path);
    }
  }
  return { files, titled };
}

/** `Property 'x' does not exist on type 'Cart'.` → backticks, the way docsgen names things. */
function backtickSingleQuotes(text: string): string {
  return text.replace(/'([^'\s][^']*)'/g, '`$1`');
}

/**
 * The compiler, by `require`: TypeScript is one CommonJS file of ~9 MB, which `import()` would
 * also scan for module syntax and for its exports' names before compiling it (0.4-0.7 s more).
 */
function loadTypescript(): typeof TS {
  return createRequire(import.meta.url)('typescript') as typeof TS;
}

/**
 * Type-check the TypeScript blocks marked `check` against the declaration files, as one
 * program (one type-checker for every block, for speed), with errors at their line in the
 * page. The TypeScript compiler is loaded only when there is such a block.
 */
export async function checkTypescriptSamples(samples: readonly CodeSample[], declarations: readonly DeclarationFile[]): Promise<{ problems: SampleProblem[]; count: number }> {
  const checked = samples.filter(isCheckedTypescript);
  if (!checked.length) return { problems: [], count: 0 };
  const ts = loadTypescript();
  const { files, titled } = layOut(checked);
  const byPath = new Map(files.map((file) => [file.path, file]));
  const declarationPaths = new Map(declarations.map((declaration, index) => [`/declarations/${index}/${posix.basename(declaration.file)}`, declaration]));
  const options: TS.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    moduleDetection: ts.ModuleDetectionKind.Force,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    types: [],
    skipLibCheck: true,
    allowImportingTsExtensions: true,
  };
  const host = ts.createCompilerHost(options, true);
  const virtualText = (path: string): string | undefined => byPath.get(path)?.text ?? declarationPaths.get(path)?.text;
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const text = virtualText(fileName);
    if (text !== undefined) return ts.createSourceFile(fileName, text, languageVersion, true);
    let cached = libFiles.get(fileName);
    if (!cached) {
      cached = getSourceFile(fileName, languageVersion, onError, shouldCreate);
      if (cached) libFiles.set(fileName, cached);
    }
    return cached;
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (fileName) => virtualText(fileName) !== undefined || (!fileName.startsWith('/samples/') && !fileName.startsWith('/declarations/') && fileExists(fileName));
  const readFile = host.readFile.bind(host);
  host.readFile = (fileName) => virtualText(fileName) ?? readFile(fileName);
  host.resolveModuleNames = (names, containingFile) =>
    names.map((name) => {
      if (name.startsWith('.')) {
        const base = posix.join(posix.dirname(containingFile), name).replace(/\.(?:js|ts|tsx)$/, '');
        const root = /^\/samples\/\d+/.exec(containingFile)?.[0] ?? '';
        for (const extension of ['.ts', '.tsx']) {
          // The page's own file first, else a file another page shows (`src/kassa.ts` from Getting started).
          const wanted = posix.relative(root, `${base}${extension}`);
          const sameName = [...titled.keys()].find((key) => posix.basename(key) === posix.basename(wanted));
          const candidates = [`${base}${extension}`, titled.get(wanted), sameName && titled.get(sameName)];
          const found = candidates.find((candidate) => candidate !== undefined && byPath.has(candidate));
          if (found) return { resolvedFileName: found, extension: extension === '.ts' ? ts.Extension.Ts : ts.Extension.Tsx, isExternalLibraryImport: false };
        }
        return undefined;
      }
      return ts.resolveModuleName(name, containingFile, options, host).resolvedModule;
    });

  const program = ts.createProgram({ rootNames: [...declarationPaths.keys(), ...byPath.keys()], options, host });
  const problems: SampleProblem[] = [];
  const declared = declarations.map((d) => d.file).join(', ');
  const report = (diagnostic: TS.Diagnostic, where: { file: string; line: number; column: number }): void => {
    const [first, ...rest] = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n').split('\n');
    problems.push({
      kind: 'typescript',
      code: 'samples/typescript',
      message: `${backtickSingleQuotes(first!)} (TS${diagnostic.code})`,
      ...where,
      hint: rest.length ? backtickSingleQuotes(rest.map((line) => line.trim()).join(' ')) : declared ? `\`check\` blocks are type-checked against ${declared}` : 'add `typescriptDeclarations` under `samples:` in config.yaml for the modules the samples import',
    });
  };
  for (const [path, declaration] of declarationPaths) {
    const source = program.getSourceFile(path)!;
    for (const diagnostic of program.getSyntacticDiagnostics(source)) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      report(diagnostic, { file: declaration.file, line: line + 1, column: character + 1 });
    }
  }
  for (const file of files) {
    const source = program.getSourceFile(file.path)!;
    for (const diagnostic of [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)]) {
      const { line, character } = source.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
      // Problems in carried imports belong to the block they come from, which is checked too.
      const part = file.parts.findLast((candidate) => candidate.firstLine <= line);
      if (part) report(diagnostic, positionIn(part.sample, line - part.firstLine, character + 1));
    }
  }
  return { problems, count: checked.length };
}
