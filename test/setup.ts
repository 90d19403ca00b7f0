import { afterAll } from 'vitest';
import { initHighlighter } from '../src/content/highlight.ts';
import { loadMdxCompiler } from '../src/content/mdx-module.ts';
import { removeTempDirs } from './temp-dirs.ts';

// Content compiles synchronously once the highlighter's WebAssembly engine has started and the MDX compiler is loaded.
await Promise.all([initHighlighter(), loadMdxCompiler()]);

// Each file's temporary folders go when it ends (setup files run for every file; helpers.ts
// loads once per worker when files share modules).
afterAll(removeTempDirs);

// React takes its build (development or production) from NODE_ENV when first loaded, and an
// in-process CLI build sets production: left so, it would give the files after this one in the
// worker production react-dom beside the development react already loaded.
const nodeEnv = process.env.NODE_ENV;
afterAll(() => {
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
});
