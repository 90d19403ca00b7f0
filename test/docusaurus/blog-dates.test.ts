import { execFileSync } from 'node:child_process';
import { utimesSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, tempDir, text, writeFiles } from '../helpers.ts';

const config = "module.exports = {\n  title: 'T',\n  url: 'https://t.example',\n  presets: [['classic', { docs: false, blog: { onUntruncatedBlogPosts: 'ignore' } }]],\n};\n";

describe('Docusaurus blog post dates', () => {
  it('of posts without one are their first commit in git, as Docusaurus does', async () => {
    const dir = await tempDir();
    await writeFiles(join(dir, 'site'), { 'docusaurus.config.js': config, 'blog/welcome.md': '---\ntitle: Welcome\n---\nHello.\n' });
    const git = (args: string[], date: string): void => {
      execFileSync('git', args, { cwd: dir, env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date, GIT_AUTHOR_NAME: 'A', GIT_AUTHOR_EMAIL: 'a@x', GIT_COMMITTER_NAME: 'A', GIT_COMMITTER_EMAIL: 'a@x' }, stdio: 'ignore' });
    };
    git(['init', '-q'], '2021-03-04T12:00:00Z');
    git(['add', '.'], '2021-03-04T12:00:00Z');
    git(['commit', '-qm', 'first'], '2021-03-04T12:00:00Z');
    await writeFiles(join(dir, 'site'), { 'blog/welcome.md': '---\ntitle: Welcome\n---\nHello again.\n' });
    git(['commit', '-qam', 'edit'], '2022-05-06T12:00:00Z');
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'blog/welcome/index.html')).toContain('<time dateTime="2021-03-04T12:00:00.000Z">');
  });

  it('of posts without one, outside git, are their file\'s time', async () => {
    const dir = await tempDir();
    await writeFiles(join(dir, 'site'), { 'docusaurus.config.js': config, 'blog/welcome.md': '---\ntitle: Welcome\n---\nHello.\n' });
    utimesSync(join(dir, 'site', 'blog', 'welcome.md'), new Date('2020-01-02T00:00:00Z'), new Date('2020-01-02T00:00:00Z'));
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'blog/welcome/index.html')).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">/);
  });

  it('reads front matter dates as Docusaurus\'s YAML parser does: one-digit months, days and hours, a time after a space', async () => {
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': config,
      'blog/electron.md': '---\ntitle: Electron 23\ndate: 2023-2-07T00:00:00.000Z\n---\nHello.\n',
      'blog/old.md': '---\ntitle: Old\ndate: 2015-11-3 9:30:00 +2\n---\nHello.\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(result.diagnostics).toEqual([]);
    expect(text(result.files, 'blog/electron/index.html')).toContain('<time dateTime="2023-02-07T00:00:00.000Z">');
    expect(text(result.files, 'blog/old/index.html')).toContain('<time dateTime="2015-11-03T07:30:00.000Z">');
  });

  it('run a day past the month\'s last into the next month, as Docusaurus does, with a warning naming the day read', async () => {
    // babel's website dates two posts `2017-02-29 11:00:00` (2017 is not a leap year). A file name's
    // date stays the route as written (`/2019/04/31/`), as Docusaurus makes it.
    const dir = await makeDocusaurusSite({
      'docusaurus.config.js': config,
      'blog/2017-03-01-upgrade.md': '---\ntitle: Upgrade\nauthors: [{name: Ada}]\ndate: 2017-02-29 11:00:00\n---\nHello.\n',
      'blog/2019-04-31-named.md': '---\ntitle: Named\n---\nHello.\n',
    });
    const result = await build({ cwd: dir, write: false });
    expect(lines(result.diagnostics.filter((d) => d.code === 'blog/date-rolled-over'))).toEqual([
      'site/blog/2017-03-01-upgrade.md:4:7 warning Blog post date `2017-02-29 11:00:00` is not a day of the calendar; read as 2017-03-01, as Docusaurus reads it  blog/date-rolled-over',
      'site/blog/2019-04-31-named.md:1:1 warning Blog post date `2019-04-31` is not a day of the calendar; read as 2019-05-01, as Docusaurus reads it  blog/date-rolled-over',
    ]);
    expect(text(result.files, 'blog/2017/03/01/upgrade/index.html')).toContain('<time dateTime="2017-03-01T11:00:00.000Z">');
    expect(text(result.files, 'blog/2019/04/31/named/index.html')).toContain('<time dateTime="2019-05-01T00:00:00.000Z">');
  });
});
