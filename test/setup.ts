import { afterAll } from 'vitest';
import { initHighlighter } from '../src/content/highlight.ts';
import { loadMdxCompiler } from '../src/content/mdx-module.ts';
import { removeTempDirs } from './temp-dirs.ts';

// Content compiles synchronously once the highlighter's WebAssembly engine has started and the MDX compiler is loaded.
await Promise.all([initHighlighter(), loadMdxCompiler()]);

// Each file's temporary folders go when it ends (setup files run for every file; helpers.ts
// loads once per worker when files share modules).
afterAll(removeTempDirs);
