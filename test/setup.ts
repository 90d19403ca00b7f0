import { afterAll } from 'vitest';
import { initHighlighter } from '../src/content/highlight.ts';
import { loadMdxCompiler } from '../src/content/mdx-module.ts';
import { removeTempDirs } from './helpers.ts';

// Content compiles synchronously once the highlighter's WebAssembly engine has started and the MDX compiler is loaded.
await Promise.all([initHighlighter(), loadMdxCompiler()]);

// Each test file's temporary folders go when its tests are done (setup files run for every file).
afterAll(removeTempDirs);
