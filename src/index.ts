/** docsgen's public API, for tools and tests. The CLI (`src/cli.ts`) is a thin layer over it. */
export { build, checkSite, renderSite, type BuildOptions, type BuildResult } from './build/build.ts';
export { serve, type ServeOptions, type RunningServer } from './serve/serve.ts';
export { dev, type DevOptions, type DevServer } from './dev/dev-server.ts';
export { checkLinks, type CheckLinksOptions, type CheckLinksResult } from './checks/check-links.ts';
export { writeOutput, type OutputFile } from './build/write-output.ts';
export { loadSite, type LoadedSite, type LoadSiteOptions } from './site/load-site.ts';
export { parseConfig } from './config/parse-config.ts';
export type { SiteConfig } from './config/site-config.ts';
export { renderMarkdown, type RenderMarkdownOptions } from './content/render-markdown.ts';
export { DocsgenError, type Diagnostic, type Severity } from './diagnostics/diagnostic.ts';
export { formatDiagnostic } from './diagnostics/format.ts';
export type * from './types.ts';
export type { PageModel, SiteModel } from './render/models.ts';
