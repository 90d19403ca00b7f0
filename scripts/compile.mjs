// Compiles src/ and templates/ into dist/ with esbuild: `npm install` runs this (prepare),
// so a fresh clone has a runnable `docsgen` without a TypeScript toolchain step.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { build, context } from 'esbuild';

/**
 * mdast-util-from-markdown hands each of its handlers a fresh copy of its context for every
 * micromark event (`{...context, sliceSerialize}`): thousands of objects a page. Its handlers,
 * and those of the GFM, directive and MDX extensions, only read `this` during the call, so one
 * context given each event's `sliceSerialize` before the call is the same to them. Measured on
 * 1000 bench pages (three alternating cold builds): 7.5–8.0 s and 343–348 MB against 8.0–9.0 s
 * and 354–366 MB, with byte-identical output there and on the Kassa site. The tests compare
 * this build's output with that of src/, which runs the package unchanged. The compile stops
 * if the code is not found as expected: a new version of the package must be looked at again.
 */
const shareMarkdownContext = {
  name: 'share-from-markdown-context',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-from-markdown[\\/]lib[\\/]index\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const copy = /\{\s*\.\.\.context,\s*sliceSerialize: events\[index\]\[2\]\.sliceSerialize\s*\}/g;
      const found = source.match(copy)?.length ?? 0;
      if (found !== 3) throw new Error(`${args.path}: expected 3 copies of the parser's context to share, found ${found}; see shareMarkdownContext in scripts/compile.mjs`);
      return { contents: source.replace(copy, '(context.sliceSerialize = events[index][2].sliceSerialize, context)'), loader: 'js' };
    });
  },
};

/**
 * micromark combines its constructs with the extensions' on every parse: a new table of
 * constructs by character for each page and each OpenAPI description (GitHub's reference
 * parses ~2,900). The table is only read while parsing, so one per list of extensions (a
 * processor's, kept by remark-parse) is the same to the parser. GitHub's 1,971 Markdown
 * descriptions, cold: 728–737 ms against 788–820 ms. Checked like shareMarkdownContext.
 */
const combineConstructsOnce = {
  name: 'combine-micromark-constructs-once',
  setup(build) {
    build.onLoad({ filter: /[\\/]micromark[\\/]lib[\\/]parse\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const combine = 'combineExtensions([defaultConstructs, ...(settings.extensions || [])])';
      if (source.split(combine).length !== 2) throw new Error(`${args.path}: expected micromark to combine its extensions once per parse; see combineConstructsOnce in scripts/compile.mjs`);
      const remembered = `
const combinedByExtensions = new WeakMap();
const noExtensions = [];
function combinedConstructs(extensions) {
  const cached = combinedByExtensions.get(extensions);
  if (cached && cached.extensions.length === extensions.length && cached.extensions.every((extension, index) => extension === extensions[index])) return cached.constructs;
  const constructs = combineExtensions([defaultConstructs, ...extensions]);
  combinedByExtensions.set(extensions, { extensions: [...extensions], constructs });
  return constructs;
}
`;
      return { contents: source.replace(combine, 'combinedConstructs(settings.extensions || noExtensions)') + remembered, loader: 'js' };
    });
  },
};

/**
 * mdast-util-to-hast collects a page's link and footnote definitions by walking its whole tree
 * with unist-util-visit, which builds each node's list of ancestors and tests it: ~0.2 ms a
 * page, a sixth of compiling one (1000 bench pages: 218 ms of 1,267 ms of compileMarkdown).
 * Its visitor returns nothing, so a plain walk in the same order (preorder, children in
 * order) finds the same definitions first. Checked like shareMarkdownContext.
 */
const walkDefinitionsDirectly = {
  name: 'walk-definitions-directly',
  setup(build) {
    build.onLoad({ filter: /[\\/]mdast-util-to-hast[\\/]lib[\\/]state\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const walk = 'visit(tree, function (node) {';
      if (source.split(walk).length !== 2) throw new Error(`${args.path}: expected one walk of the tree for its definitions; see walkDefinitionsDirectly in scripts/compile.mjs`);
      const direct = `
function walkTreeDirectly(node, visitor) {
  visitor(node);
  const children = node.children;
  if (children) for (let index = 0; index < children.length; index++) walkTreeDirectly(children[index], visitor);
}
`;
      return { contents: source.replace(walk, 'walkTreeDirectly(tree, function (node) {') + direct, loader: 'js' };
    });
  },
};

const options = {
  entryPoints: { cli: 'src/cli.ts', index: 'src/index.ts', 'compile-worker': 'src/site/compile-worker.ts', 'check-worker': 'src/samples/check-worker.ts', 'search-worker': 'src/search/search-worker.ts', 'highlight-worker': 'src/content/highlight-worker.ts', 'bundle-client': 'src/client/bundle-client.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Dependencies are bundled: loading one file per chunk instead of hundreds of small
  // packages halves start-up. Kept out: native binaries, grammars loaded by name,
  // TypeScript, loaded only for `check` samples, and React: a site's own components import
  // it too, and there must be one React, loaded by Node from node_modules.
  external: ['esbuild', 'typescript', '@shikijs/langs', '@shikijs/langs/*', 'chokidar', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*'],
  // Bundled CommonJS packages (React…) call `require` for Node's built-ins.
  banner: { js: "import { createRequire as __docsgenCreateRequire } from 'node:module'; const require = __docsgenCreateRequire(import.meta.url);" },
  jsx: 'automatic',
  // Without comments and indentation the bundle is ~30 % smaller and all ASCII (licences go
  // to .LEGAL.txt files): V8 keeps a module's source for its lifetime, in every thread, and
  // one non-ASCII character makes it store the whole of it as UTF-16.
  // DOCSGEN_UNMINIFIED=1 keeps them, for CPU profiles whose lines and names can be read.
  minifyWhitespace: !process.env.DOCSGEN_UNMINIFIED,
  legalComments: 'external',
  sourcemap: true,
  // Stack traces need only the mappings; the sources themselves would double the npm package.
  sourcesContent: false,
  logLevel: 'warning',
  plugins: [shareMarkdownContext, combineConstructsOnce, walkDefinitionsDirectly],
};

if (process.argv.includes('--watch')) {
  // Client sources change too while watching: builds bundle the client themselves.
  for (const prebuilt of ['dist/client-bundle.json', 'dist/client-bundle-source-maps.json']) rmSync(prebuilt, { force: true });
  const ctx = await context(options);
  await ctx.watch();
  console.log('compiling src/ and templates/ into dist/ on change…');
} else {
  // Chunk names change with content: start clean so stale chunks do not pile up.
  rmSync('dist', { recursive: true, force: true });
  await build(options);
  // The browser's script depends on docsgen's sources only: bundle it once here, not in every
  // cold build, with source maps and without (components.sourceMaps). client-bundle.json is
  // written last: test/global-setup.ts reads its time as the compile's.
  const { runEsbuild } = await import('../dist/bundle-client.js');
  writeFileSync('dist/client-bundle-source-maps.json', JSON.stringify(await runEsbuild(undefined, true)));
  writeFileSync('dist/client-bundle.json', JSON.stringify(await runEsbuild(undefined, false)));
}
