import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, runDocsgen, tempDir, text } from '../helpers.ts';

describe('docsgen init', () => {
  it('scaffolds a site that builds with no warning: guide with code, tabs and admonition, sidebar, API reference', async () => {
    const cwd = await tempDir();
    const { code, stdout, stderr } = await runDocsgen(['init', 'my-docs'], { cwd });
    expect({ code, stderr }).toEqual({ code: 0, stderr: '' });
    expect(stdout).toContain('✔ Created a docsgen site in my-docs/ (9 files)');
    expect(stdout).toContain('cd my-docs');
    const dir = join(cwd, 'my-docs');
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as { name: string; scripts: Record<string, string> };
    expect(pkg.name).toBe('my-docs');
    expect(pkg.scripts).toEqual({ dev: 'docsgen dev', build: 'docsgen build', 'check-links': 'docsgen check-links' });
    expect(await readFile(join(dir, '.gitignore'), 'utf8')).toMatch(/^build\/$/m);
    // The config explains itself.
    expect(await readFile(join(dir, 'site', 'config.yaml'), 'utf8')).toMatch(/^# /);

    const result = await build({ cwd: dir, write: false });
    expect(lines(result.diagnostics)).toEqual([]);
    const guide = text(result.files, 'guides/getting-started/index.html');
    expect(guide).toContain('role="tablist"');
    expect(guide).toContain('class="theme-admonition theme-admonition-tip admonition admonition--tip alert alert--success"');
    expect(guide).toContain('class="shiki');
    expect(text(result.files, 'index.html')).toContain('<title>Welcome | My Docs</title>');
    expect(text(result.files, 'api/get-a-product/index.html')).toContain('/products/');
    expect(result.files.has('api/schemas/product/index.html')).toBe(true);
  });

  it('adds its scripts to the package.json an `npm i docsgen` left, keeping the rest', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'package.json'), JSON.stringify({ name: 'docs', dependencies: { docsgen: '^0.1.0' }, scripts: { build: 'custom build' } }));
    await mkdir(join(dir, 'node_modules'));
    const { code, stdout } = await runDocsgen(['init'], { cwd: dir });
    expect(code).toBe(0);
    expect(stdout).toContain('✔ Created a docsgen site in ./ (9 files; scripts added to package.json)');
    expect(stdout).not.toContain('npm install');
    const pkg = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>;
    expect(pkg).toEqual({ name: 'docs', dependencies: { docsgen: '^0.1.0' }, scripts: { dev: 'docsgen dev', build: 'custom build', 'check-links': 'docsgen check-links' } });
    expect(existsSync(join(dir, 'site', 'config.yaml'))).toBe(true);
  });

  it('refuses a folder that is not empty: exit 2, one line, nothing written', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'notes.txt'), 'mine');
    const { code, stdout, stderr } = await runDocsgen(['init', '.'], { cwd: dir });
    expect({ code, stdout }).toEqual({ code: 2, stdout: '' });
    expect(stderr).toBe('error ./ is not empty (notes.txt): run docsgen init in an empty or new folder, e.g. `docsgen init my-docs`\n');
    expect(await readdir(dir)).toEqual(['notes.txt']);
  });

  it('refuses a broken package.json before writing anything', async () => {
    const dir = await tempDir();
    await writeFile(join(dir, 'package.json'), '{ nope');
    const { code, stderr } = await runDocsgen(['init'], { cwd: dir });
    expect(code).toBe(2);
    expect(stderr).toContain('package.json: not valid JSON');
    expect(await readdir(dir)).toEqual(['package.json']);
  });
});
