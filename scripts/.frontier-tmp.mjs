import { build } from 'esbuild';
const [entry, target] = process.argv.slice(2);
const r = await build({ entryPoints: [entry], bundle: true, write: false, metafile: true, platform: 'node', format: 'esm', outdir: '/tmp/small-bench/chain-out', jsx: 'automatic', logLevel: 'silent', splitting: true,
  external: ['esbuild', 'typescript', '@shikijs/langs', '@shikijs/langs/*', 'chokidar', 'fsevents', 'react', 'react/*', 'react-dom', 'react-dom/*'] });
const inputs = r.metafile.inputs; const re = new RegExp(target);
// statically reachable set from entry
const reach = new Set([entry]); const q = [entry];
while (q.length) { const f = q.shift(); for (const i of inputs[f]?.imports ?? []) if (i.kind === 'import-statement' && !i.external && !reach.has(i.path)) { reach.add(i.path); q.push(i.path); } }
for (const f of reach) { if (re.test(f)) continue; for (const i of inputs[f]?.imports ?? []) if (i.kind === 'import-statement' && !i.external && re.test(i.path)) console.log(f, '->', i.path); }
let bytes = 0; for (const f of reach) if (re.test(f)) bytes += inputs[f].bytes; console.log('target bytes reachable', bytes);
