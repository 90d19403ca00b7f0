import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';
import { packageRoot } from '../package-root.ts';

export interface ClientBundle {
  /** Output path of the script, content-hashed: `assets/js/main.1a2b3c4d.js`. */
  path: string;
  contents: string;
  /** Its source map, written beside it. */
  map: { path: string; contents: string };
}

let cached: Promise<ClientBundle> | undefined;

/** Bundle and minify the client script with esbuild (once per process). */
export function bundleClient(): Promise<ClientBundle> {
  cached ??= (async () => {
    const result = await build({
      entryPoints: [join(packageRoot(), 'src', 'client', 'main.ts')],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['chrome111', 'firefox111', 'safari16.4'],
      sourcemap: 'external',
      write: false,
      outdir: 'out',
      logLevel: 'silent',
    });
    const js = result.outputFiles.find((file) => file.path.endsWith('.js'))!;
    const map = result.outputFiles.find((file) => file.path.endsWith('.js.map'))!;
    const hash = createHash('sha256').update(js.contents).digest('hex').slice(0, 8);
    const path = `assets/js/main.${hash}.js`;
    return {
      path,
      contents: js.text.replace(/\/\/# sourceMappingURL=.*\n?$/, `//# sourceMappingURL=main.${hash}.js.map\n`),
      map: { path: `${path}.map`, contents: map.text },
    };
  })();
  return cached;
}
