/** webpack's `loader-runner` (it ships no types): the part docsgen calls, see webpack-loaders.ts. */
declare module 'loader-runner' {
  interface LoaderRunnerContext {
    addDependency(file: string): void;
  }
  interface RunLoadersOptions {
    resource: string;
    loaders: Array<{ loader: string; options?: unknown }>;
    context: Record<string, unknown>;
    processResource?: (context: LoaderRunnerContext, resourcePath: string, callback: (error: Error | null, content?: unknown) => void) => void;
  }
  interface RunLoadersResult {
    result?: unknown[];
    cacheable: boolean;
    fileDependencies: string[];
  }
  export function runLoaders(options: RunLoadersOptions, callback: (error: unknown, result: RunLoadersResult) => void): void;
}
