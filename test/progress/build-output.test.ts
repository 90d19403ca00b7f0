import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli.ts';
import { docusaurusConfig, makeSite, repoRoot, runDocsgen, tempDir, writeFiles } from '../helpers.ts';

const SCRIPT = '/usr/bin/script';

/** A scaffolded site (docs, an API reference), built with the CLI. */
async function scaffold(): Promise<string> {
  const cwd = await tempDir();
  expect((await runDocsgen(['init', 'docs'], { cwd })).code).toBe(0);
  return join(cwd, 'docs');
}

/**
 * Run the CLI on a terminal: util-linux `script` gives it a pseudo-terminal (stdout and
 * stderr are both the terminal, so they arrive as one stream). The progress line shows at
 * once (DOCSGEN_PROGRESS_DELAY=0) so that no assertion depends on how long the build takes.
 */
async function onTerminal(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  const command = ['node', join(repoRoot, 'bin', 'docsgen.js'), ...args].map((part) => `'${part}'`).join(' ');
  const fullEnv: Record<string, string | undefined> = { ...process.env, FORCE_COLOR: undefined, NO_COLOR: undefined, DOCSGEN_PROGRESS_DELAY: '0', COLUMNS: '100', ...env };
  try {
    const { stdout } = await promisify(execFile)(SCRIPT, ['-qec', command, '/dev/null'], { cwd, env: fullEnv });
    return { code: 0, output: stdout };
  } catch (error) {
    const failed = error as { code: number; stdout: string };
    return { code: failed.code, output: failed.stdout };
  }
}

describe('build output', () => {
  it('on a terminal: one progress line replaced in place, then a summary table (with --profile, time per stage)', { skip: !existsSync(SCRIPT) }, async () => {
    const cwd = await scaffold();
    const { code, output } = await onTerminal(['build', '--profile'], cwd);
    expect(code).toBe(0);
    const [progress, ...after] = output.split('\r\x1b[K');
    // Every update starts with a carriage return and erases the rest of the line: no newline in between.
    expect(progress).not.toContain('\n');
    expect(progress).toMatch(/\rCompiling pages \[[#-]{20}\] \d\/2\x1b\[K/);
    expect(progress).toContain('\rRendering pages [####################] 7/7\x1b[K');
    const rest = after.join('').replace(/\x1b\[\d+m/g, '');
    expect(rest).toMatch(/✔ Built 8 pages in [\d.]+ s → build\//);
    expect(rest).toMatch(/^ {2}pages +8\r?$/m);
    expect(rest).toMatch(/^ {2}API pages +4\r?$/m);
    expect(rest).toMatch(/^ {2}assets +\d+\r?$/m);
    expect(rest).toMatch(/^ {2}output size +[\d.]+ [KM]B\r?$/m);
    expect(rest).toMatch(/^ {2}render time +\d+ ms\r?$/m);
  });

  it('on a terminal with NO_COLOR, or with --json: no progress line and no table', { skip: !existsSync(SCRIPT) }, async () => {
    const cwd = await scaffold();
    const plain = await onTerminal(['build'], cwd, { NO_COLOR: '1' });
    expect(plain.code).toBe(0);
    expect(plain.output).not.toMatch(/\r(?!\n)|\x1b/);
    expect(plain.output).toMatch(/✔ Built 8 pages/);
    expect(plain.output).not.toContain('API pages');
    const json = await onTerminal(['build', '--json'], cwd);
    expect(json.code).toBe(0);
    expect(json.output).not.toMatch(/\r(?!\n)|\x1b/);
    const report = JSON.parse(json.output) as Record<string, unknown>;
    expect(report).toMatchObject({ ok: true, pages: 8, apiPages: 4, diagnostics: [], summary: { errors: 0, warnings: 0 } });
  });

  it('piped (not a terminal): the result line only; --profile prints the stage times', async () => {
    const cwd = await scaffold();
    const { code, stdout, stderr } = await runDocsgen(['build', '--profile'], { cwd, env: { DOCSGEN_PROGRESS_DELAY: '0' } });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).not.toMatch(/\r|\x1b/);
    expect(stdout).toMatch(/^✔ Built 8 pages in [\d.]+ s → build\/$/m);
    expect(stdout).toMatch(/^render +\d+ ms +\d+%$/m);
    // No summary table (its rows are indented).
    expect(stdout).not.toMatch(/^ {2}(?:pages|API pages|assets) /m);
  });

  it('--profile prints the stages a failed build ran too, before its errors', async () => {
    const cwd = await makeSite({ 'pages/index.mdx': '# Home\n\n<Missing />\n' });
    let stdout = '';
    let stderr = '';
    const io = { stdout: (text: string) => void (stdout += text), stderr: (text: string) => void (stderr += text), color: false, tty: false, columns: 80, progressDelayMs: 0, cwd };
    // `build` sets NODE_ENV for production React, as the CLI does: the files after this one in the worker load React as before.
    const nodeEnv = process.env.NODE_ENV;
    const code = await main(['build', '--profile'], io).finally(() => {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    });
    expect(code).toBe(1);
    expect(stdout).toMatch(/^load +\d+ ms +\d+%$/m);
    expect(stdout).not.toMatch(/^render /m);
    expect(stderr).toMatch(/^site\/pages\/index\.mdx:3:1 error /m);
  });

  it('counts the pages it built; the static folders\' HTML files, copied into each locale, are said apart', async () => {
    // A Docusaurus site in two locales with demo pages in static/ (as ionic's playground demos): copied, not built.
    const cwd = await tempDir();
    await writeFiles(cwd, {
      'docusaurus.config.js': docusaurusConfig("  i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },\n"),
      'docs/intro.md': '# Intro\n',
      'docs/guide.md': '# Guide\n',
      'static/demos/button/index.html': '<!doctype html><title>Button demo</title>\n',
      'static/demos/card.html': '<!doctype html><title>Card demo</title>\n',
      'static/img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>\n',
    });
    const { code, stdout } = await runDocsgen(['build'], { cwd });
    expect(code).toBe(0);
    // Each locale's folder holds both demos; the pages count is every HTML file but them.
    expect(stdout).toMatch(/^✔ Built (\d+) pages in [\d.]+ s → build\/ \(and 4 static HTML files copied as they are\)$/m);
    const pages = Number(/Built (\d+) pages/.exec(stdout)![1]);
    const html = (await readdir(join(cwd, 'build'), { recursive: true })).filter((path) => path.endsWith('.html'));
    expect(html.length).toBe(pages + 4);
  });

  it('--json: a machine-readable report with the diagnostics, on success and on failure', async () => {
    const cwd = await scaffold();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(join(cwd, 'site', 'pages', 'extra.md'), '# Extra\n\n[anchor](./index.md#nope)\n');
    const ok = await runDocsgen(['build', '--json'], { cwd });
    expect({ code: ok.code, stderr: ok.stderr }).toEqual({ code: 0, stderr: '' });
    const report = JSON.parse(ok.stdout) as { ok: boolean; pages: number; apiPages: number; assets: number; outputBytes: number; outDir: string; stages: Record<string, number>; diagnostics: Array<Record<string, unknown>>; summary: unknown };
    expect(report).toMatchObject({ ok: true, pages: 9, apiPages: 4, outDir: join(cwd, 'build'), summary: { errors: 0, warnings: 1 } });
    expect(report.outputBytes).toBeGreaterThan(0);
    expect(Object.keys(report.stages)).toContain('render');
    expect(report.diagnostics).toEqual([expect.objectContaining({ code: 'links/broken-anchor', severity: 'warning', file: 'site/pages/extra.md', line: 3, column: 1 })]);

    await writeFile(join(cwd, 'site', 'pages', 'extra.md'), '# Extra\n\n[gone](/no-such-page)\n');
    const failed = await runDocsgen(['build', '--json'], { cwd });
    expect({ code: failed.code, stderr: failed.stderr }).toEqual({ code: 1, stderr: '' });
    expect(JSON.parse(failed.stdout)).toMatchObject({ ok: false, error: 'Build failed with 1 error', summary: { errors: 1, warnings: 0 }, diagnostics: [{ code: 'links/broken-link', file: 'site/pages/extra.md', line: 3, column: 1 }] });
  });
});
