/**
 * undici's `request`, in a module of its own that fetch-spec.ts imports on its first
 * download: offline builds and `docsgen dev` never load the HTTP client. (A dynamic
 * `import('undici')` would not do: bundled, the CommonJS package has only a default export.)
 */
export { request } from 'undici';
