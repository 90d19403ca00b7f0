import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { CodeSample } from '../content/compile-markdown.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { hashKey, type CompileCache } from '../site/compile-cache.ts';
import type { ApiDocument, LoadedSite } from '../site/load-site.ts';
import { docsVersionsOf } from '../site/docs-plugin.ts';
import { restApisOf } from '../site/openapi-plugin.ts';
import type { SiteConfig } from '../config/site-config.ts';
import { checkSamples, type SampleCheckInput } from './check-samples.ts';
import { noSampleCounts, type SampleCounts } from './sample-counts.ts';
import { isCheckedTypescript } from './typescript-samples.ts';
import { displayPath } from '../shared/paths.ts';
import { startWorker, workerScript } from '../shared/workers.ts';
import { offThreadChecks, type OffThreadChecks } from './check-worker-pool.ts';
import { magicCommentsKey } from '../content/magic-comments.ts';

type CheckResult = Awaited<ReturnType<typeof checkSamples>>;
type SampleChecks = { diagnostics: Diagnostic[]; counts: SampleCounts };

/** The checks on the worker, when docsgen runs compiled (see offThreadChecks); started on first use. */
let onWorker: OffThreadChecks<SampleCheckInput, CheckResult> | undefined;

/**
 * `checkSamples` on a worker thread when docsgen runs compiled: loading TypeScript and
 * parsing its DOM declarations alone take ~0.8 s, which the main thread spends on the
 * other checks and the search index meanwhile.
 */
function checkSamplesOffThread(input: SampleCheckInput, keepAlive = true): Promise<CheckResult> {
  const script = workerScript('check-worker');
  if (!script || (!input.samples.length && !input.openapi?.length)) return checkSamples(input);
  onWorker ??= offThreadChecks<SampleCheckInput, CheckResult>(() => startWorker(script, undefined));
  return onWorker.check(input, keepAlive);
}

/** From here the caller waits for the worker's checks: they keep the process alive. */
function holdCheckWorker(): void {
  onWorker?.hold();
}

/**
 * Samples are checked at stand-in positions (sample k's code starts on line (k + 1) × SLOT
 * + ORIGIN, column 1), so the result and its cache key do not depend on where a block sits in
 * its file: prose edited above a block, the most common edit, reuses the checks (the
 * TypeScript check alone takes ~0.5 s on the Kassa site). `placeBack` moves each problem to
 * the block's real lines.
 */
const SLOT = 1_000_000;
const ORIGIN = 1_000;

function atStandInPosition(sample: CodeSample, index: number): CodeSample {
  const { firstColumn: _firstColumn, ...rest } = sample;
  return { ...rest, line: (index + 1) * SLOT + ORIGIN, column: 1 };
}

function placeBack(diagnostic: Diagnostic, samples: readonly CodeSample[]): Diagnostic {
  const line = diagnostic.line ?? 0;
  const slot = Math.round(line / SLOT);
  const sample = slot >= 1 ? samples[slot - 1] : undefined;
  if (!sample || sample.file !== diagnostic.file) return diagnostic;
  const lineIndex = line - (slot * SLOT + ORIGIN);
  const start = lineIndex === 0 && sample.firstColumn ? sample.firstColumn : sample.column;
  return { ...diagnostic, line: sample.line + lineIndex, column: (diagnostic.column ?? 1) - 1 + start };
}

/**
 * The cache key of a check: everything it reads, each OpenAPI document by a hash of its text.
 * JSON-encoding the text itself (GitHub's 13 M characters, escaped, then hashed) cost
 * 0.4–0.7 s of CPU for each check that reads it; hashing it costs 0.1 s.
 */
function checkKey(input: SampleCheckInput): string {
  const openapi = input.openapi?.map(({ text, ...document }) => ({ ...document, text: hashKey(text) }));
  // JSON samples are read without the site's magic comments (see json-samples.ts).
  return hashKey('samples', magicCommentsKey(), JSON.stringify(openapi ? { ...input, openapi } : input));
}

/** Check some of the site's samples, at stand-in positions, cached by everything the check reads. */
async function checkPart(
  samples: readonly CodeSample[],
  input: Omit<SampleCheckInput, 'samples'>,
  cache: CompileCache | undefined,
  check: (input: SampleCheckInput) => Promise<CheckResult> = checkSamples,
): Promise<SampleChecks> {
  const full: SampleCheckInput = { ...input, samples: samples.map(atStandInPosition) };
  // The cache's version covers docsgen's code, so a change to the checks invalidates this too.
  const key = cache ? checkKey(full) : '';
  let placeless = cache?.get<CheckResult>(key);
  if (!placeless) {
    placeless = await check(full);
    cache?.set(key, placeless);
  }
  return { ...placeless, diagnostics: placeless.diagnostics.map((diagnostic) => placeBack(diagnostic, samples)) };
}

/** The sample checks of a loaded site, in one go (see startSampleChecks). */
export async function runSampleChecks(loaded: LoadedSite, options: { cwd: string; cache?: CompileCache }): Promise<SampleChecks> {
  return (await startSampleChecks(loaded, options))();
}

/** A document as the checks read it. */
function checkedDocument(api: ApiDocument, siteDir: string): NonNullable<SampleCheckInput['openapi']>[number] {
  return {
    id: api.config.id,
    version: api.version,
    ...api.document,
    // Only a local document may split itself into files (see load-api.ts).
    ...(!api.config.url ? { localRefs: { path: join(siteDir, api.config.cache), siteDir } } : {}),
  };
}

const IGNORED_CHECKS = { graphqlSamples: 'ignore', jsonSamples: 'ignore', restSamples: 'ignore', typescriptSamples: 'ignore', openapiExamples: 'ignore' } as const;

/**
 * The checks of each OpenAPI document's own examples against its schemas, on the check
 * worker, one per document (cached apart). The build starts each as soon as its document is
 * read (LoadSiteOptions.onApiDocument), so GitHub's 3,800 examples (seconds of Ajv
 * compiling) are checked while the main thread compiles the reference. Started early, a
 * check does not keep the process alive: a build that fails first exits without it.
 */
export class ExampleChecks {
  private readonly started = new Map<string, Promise<SampleChecks>>();

  constructor(private readonly cache: CompileCache | undefined) {}

  start(api: ApiDocument, siteDir: string, config: SiteConfig): Promise<SampleChecks> {
    // By file: several APIs may read one document (openapi-docs configs do), and each version reads its own copy.
    const key = api.document.file;
    let check = this.started.get(key);
    if (check) return check;
    if (config.checks.openapiExamples === 'ignore') check = Promise.resolve({ diagnostics: [], counts: noSampleCounts() });
    else {
      const openapi = [checkedDocument(api, siteDir)];
      const severities = { ...config.checks, ...IGNORED_CHECKS, openapiExamples: config.checks.openapiExamples };
      check = checkPart([], { openapi, declarations: [], severities }, this.cache, (input) => checkSamplesOffThread(input, false));
    }
    // Awaited later: a failure before then must not count as unhandled.
    check.catch(() => undefined);
    this.started.set(key, check);
    return check;
  }
}

/**
 * The sample checks of a loaded site: reads the GraphQL schema and TypeScript declarations
 * named under `samples:` in config.yaml, checks every page's code blocks, and adds code frames.
 * Each of the two parts (see below) is cached under a key covering its inputs, so an
 * unchanged site skips the work. Resolves once all but the TypeScript check are done, with
 * a function that waits for that one (on its own thread) and returns every result: the
 * caller works meanwhile.
 */
/** On a versioned site, which version each sample's file is in (blog posts are in none). */
function sampleVersions(loaded: LoadedSite): { sampleVersions?: Record<string, string> } {
  const versions = docsVersionsOf(loaded.globalData);
  if (versions.length < 2) return {};
  const byFile: Record<string, string> = {};
  for (const { version, pages } of versions) for (const page of pages) for (const block of page.codeBlocks) byFile[block.file] = version.name;
  return { sampleVersions: byFile };
}

export async function startSampleChecks(loaded: LoadedSite, options: { cwd: string; cache?: CompileCache; examples?: ExampleChecks }): Promise<() => Promise<SampleChecks>> {
  const { config } = loaded;
  const diagnostics: Diagnostic[] = [];
  const read = async (path: string, key: string, at: { line: number; column: number } | undefined): Promise<{ text: string; file: string } | undefined> => {
    const absolute = join(loaded.siteDir, path);
    const file = displayPath(options.cwd, absolute);
    try {
      return { text: await readFile(absolute, 'utf8'), file };
    } catch {
      diagnostics.push({
        code: 'config/missing-file',
        severity: 'error',
        message: `\`samples.${key}\` names \`${path}\`, which does not exist`,
        file: loaded.configFile,
        line: at?.line ?? 1,
        column: at?.column ?? 1,
        hint: 'paths under `samples:` are relative to the site folder',
      });
      return undefined;
    }
  };
  const { at } = config.samples;
  const graphqlSchema = config.samples.graphqlSchema ? await read(config.samples.graphqlSchema, 'graphqlSchema', at.graphqlSchema) : undefined;
  const declarations = (await Promise.all(config.samples.typescriptDeclarations.map((path, index) => read(path, 'typescriptDeclarations', at.typescriptDeclarations[index])))).filter((d) => d !== undefined);
  if (diagnostics.length) return async () => ({ diagnostics, counts: noSampleCounts() });

  // Docs pages and blog posts alike.
  const samples = loaded.pages.flatMap((page) => page.codeBlocks);
  const apis = restApisOf(loaded.globalData);
  // Several APIs may read one document (openapi-docs configs do): it is checked once.
  const seen = new Set<string>();
  const openapi = apis.flatMap((api) => (api.document && !seen.has(api.document.file) && seen.add(api.document.file) ? [checkedDocument({ ...api, document: api.document }, loaded.siteDir)] : []));
  // Two parts, cached apart: the TypeScript check (the slow one) sees only its blocks and the
  // declarations, the others the rest. Editing a JSON block or the OpenAPI document does not
  // type-check again, and editing a TypeScript block checks only TypeScript.
  const typescript = samples.filter(isCheckedTypescript);
  const others = samples.filter((sample) => !isCheckedTypescript(sample));
  // The TypeScript part runs on another thread while this one checks the rest.
  const typing = checkPart(typescript, { declarations, severities: { ...config.checks, graphqlSamples: 'ignore', jsonSamples: 'ignore', restSamples: 'ignore', openapiExamples: 'ignore' } }, options.cache, checkSamplesOffThread);
  // So do the checks of the OpenAPI documents' own examples, unless the build started them already.
  const exampleChecks = options.examples ?? new ExampleChecks(options.cache);
  // One check per document, however many APIs read it.
  const documentChecks = new Set(apis.flatMap((api) => (api.document ? [exampleChecks.start({ ...api, document: api.document }, loaded.siteDir, config)] : [])));
  const examining = Promise.all(documentChecks).then((checks) => ({
    diagnostics: checks.flatMap((check) => check.diagnostics),
    counts: { ...noSampleCounts(), openapiExamples: checks.reduce((sum, check) => sum + check.counts.openapiExamples, 0) },
  }));
  // From here the build waits for them, the early ones included.
  holdCheckWorker();
  // Awaited by the function returned: a failure before then must not count as unhandled.
  typing.catch(() => undefined);
  examining.catch(() => undefined);
  // The documents are read here only when blocks are checked against them: the worker reads them for their examples.
  const rest = await checkPart(others, { ...(others.length ? { openapi, ...sampleVersions(loaded) } : {}), ...(graphqlSchema ? { graphqlSchema } : {}), declarations: [], severities: { ...config.checks, typescriptSamples: 'ignore', openapiExamples: 'ignore' } }, options.cache);
  return async () => {
    const [typed, examined] = await Promise.all([typing, examining]);
    const result = {
      diagnostics: [...rest.diagnostics, ...examined.diagnostics, ...typed.diagnostics],
      counts: { ...rest.counts, typescript: typed.counts.typescript, openapiExamples: examined.counts.openapiExamples },
    };
    // Code frames: the files with problems, read once each. An OpenAPI document is in memory
    // already: the compile's messages frame the same string, so a 13 MB document's lines are
    // indexed once, not compared and indexed again for each message (GitHub: ~0.3 s).
    const sources = new Map<string, Promise<string | undefined>>(apis.flatMap((api) => (api.document ? [[api.document.file, Promise.resolve(api.document.text)] as const] : [])));
    for (const diagnostic of result.diagnostics) {
      if (!sources.has(diagnostic.file)) sources.set(diagnostic.file, readFile(resolve(options.cwd, diagnostic.file), 'utf8').catch(() => undefined));
    }
    const withSource = await Promise.all(
      result.diagnostics.map(async (diagnostic) => {
        const source = await sources.get(diagnostic.file);
        return source === undefined ? diagnostic : { ...diagnostic, source };
      }),
    );
    return { diagnostics: withSource, counts: result.counts };
  };
}
