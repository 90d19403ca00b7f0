// Writes the 1000-page bench corpus as a site of three docs versions (1.0, 2.0 and the
// current docs), made with the real `docsgen version` command, to measure versioned builds:
//   node scripts/make-versioned-corpus.mjs /tmp/versioned 1000
//   /usr/bin/time -v node bin/docsgen.js build --site /tmp/versioned/site --out /tmp/versioned/build
import { execFileSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeCorpus } from './bench-corpus.mjs';

const [dir = '/tmp/docsgen-versioned', pages = '1000'] = process.argv.slice(2);
const cli = fileURLToPath(new URL('../bin/docsgen.js', import.meta.url));
writeCorpus({ dir, pages: Number(pages) });
const site = join(dir, 'site');
const page = join(site, 'pages', 'section-0000', 'page-00.md');
for (const name of ['1.0', '2.0']) {
  execFileSync(process.execPath, [cli, 'version', name, '--site', site], { cwd: dir, stdio: 'inherit' });
  // Each version differs from the next by one page.
  appendFileSync(page, `\nChanged after ${name}.\n`);
}
