import { initHighlighter } from '../src/content/highlight.ts';
import { loadMdxCompiler } from '../src/content/mdx-module.ts';

// Content compiles synchronously once the highlighter's WebAssembly engine has started and the MDX compiler is loaded.
await Promise.all([initHighlighter(), loadMdxCompiler()]);
