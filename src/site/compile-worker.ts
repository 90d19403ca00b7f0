/** A compile worker: compiles the pages it is sent (see compile-pages.ts), highlighter and all. */
import { parentPort, workerData } from 'node:worker_threads';
import { initHighlighter } from '../content/highlight.ts';
import { setMagicComments } from '../content/magic-comments.ts';
import { loadMdxCompiler } from '../content/mdx-module.ts';
import type { SourcePage } from '../types.ts';
import { compileWithAssets, createAssetResolvers, type CompileOptions } from './compile-pages.ts';

const data = workerData as Omit<CompileOptions, 'routesByDocPath' | 'staticFiles'> & { routesByDocPath: Array<[string, string]>; staticFiles: Array<[string, string]> };
const options: CompileOptions = { ...data, routesByDocPath: new Map(data.routesByDocPath), staticFiles: new Map(data.staticFiles) };
const resolvers = createAssetResolvers({ docsDir: options.docsDir, staticFiles: options.staticFiles, baseUrl: options.config.baseUrl });
setMagicComments(options.config.markdown.magicComments);
await Promise.all([initHighlighter(), loadMdxCompiler()]);

parentPort!.on('message', (batch: Array<{ index: number; source: SourcePage }>) => {
  parentPort!.postMessage(batch.map(({ index, source }) => ({ index, result: compileWithAssets(source, options, resolvers) })));
});
