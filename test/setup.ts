import { initHighlighter } from '../src/content/highlight.ts';

// Content compiles synchronously once the highlighter's WebAssembly engine has started.
await initHighlighter();
