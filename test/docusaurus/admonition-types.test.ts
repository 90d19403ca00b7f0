import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { lines, makeDocusaurusSite, text } from '../helpers.ts';

// In the image of a site that adds admonition types by spreading the classic theme's Types (as React Native's does).
const TYPES = [
  "import React from 'react';",
  "import DefaultTypes from '@theme-original/Admonition/Types';",
  '',
  'const { info: Info, warning: Warning } = DefaultTypes;',
  '',
  'function Important({ className, ...rest }) {',
  "  return <Info className={[className, 'alert--important'].filter(Boolean).join(' ')} {...rest} />;",
  '}',
  '',
  'function Release(props) {',
  '  return <Warning title="Release" {...props} />;',
  '}',
  '',
  'export default { ...DefaultTypes, important: Important, release: Release };',
  '',
].join('\n');

const PAGE = [
  '# Notes',
  '',
  ':::important[Experimental **API**]',
  '',
  'It may change.',
  '',
  ':::',
  '',
  ':::release',
  '',
  'Shipped in 2.0.',
  '',
  ':::',
  '',
  ':::note Plain',
  '',
  'A note.',
  '',
  ':::',
  '',
].join('\n');

function site(files: Record<string, string>, admonitions = "{ keywords: ['release'], extendDefaults: true }"): Promise<string> {
  return makeDocusaurusSite({
    'docusaurus.config.js': `module.exports = { title: 'Kit', url: 'https://kit.example', presets: [['classic', { docs: { sidebarPath: './sidebars.js', admonitions: ${admonitions} }, blog: false }]] };\n`,
    'sidebars.js': "module.exports = { docs: ['notes'] };\n",
    'docs/notes.md': PAGE,
    ...files,
  });
}

/** The admonitions of a page's content, each from its opening tag to its content's first paragraph (React leaves out the line breaks between blocks that docsgen's HTML has). */
const admonitions = (html: string): string[] => [...html.matchAll(/<div class="theme-admonition[^"]*">.*?<\/p>/gs)].map(([match]) => match.replace(/>\n</g, '><'));

describe('admonitions as a Docusaurus site defines them', () => {
  it('draws the types a swizzled `Admonition/Types` adds with its components, and the others as docsgen does', async () => {
    const swizzled = await build({ cwd: await site({ 'src/theme/Admonition/Types.js': TYPES }), write: false });
    expect(lines(swizzled.diagnostics).filter((line) => /swizzle|admonition|directive/.test(line))).toEqual([]);
    const html = text(swizzled.files, 'docs/notes/index.html');
    const [important, release, note] = admonitions(html);
    // The site's component around the theme's: the keyword's class, info's look, its own class; the label's markup as the title.
    expect(important).toMatch(/^<div class="theme-admonition theme-admonition-important admonition admonition--info alert alert--info alert--important"><div class="admonition__heading"><svg class="admonition__icon"[^>]*>.*?<\/svg>Experimental <strong>API<\/strong><\/div><div class="admonition__content"><p>It may change\.<\/p>$/s);
    expect(release).toMatch(/^<div class="theme-admonition theme-admonition-release admonition admonition--warning alert alert--warning"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Release<\/div><div class="admonition__content"><p>Shipped in 2\.0\.<\/p>$/s);
    // A type the site leaves to the theme is drawn as without the swizzle.
    const plain = await build({ cwd: await site({}), write: false });
    expect(note).toBe(admonitions(text(plain.files, 'docs/notes/index.html'))[2]);
    expect(note).toMatch(/^<div class="theme-admonition theme-admonition-note admonition admonition--note alert alert--secondary"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Plain<\/div>/s);
  });

  it('wraps every admonition, `:::` and `<Admonition>`, in a swizzled `Admonition`, which reads the title as the theme gives it', async () => {
    const wrapper = [
      "import React from 'react';",
      "import Admonition from '@theme-original/Admonition';",
      "import { processAdmonitionProps } from '@docusaurus/theme-common';",
      'export default function Wrapped(props) {',
      '  const { type, title } = processAdmonitionProps(props);',
      '  return <section data-type={type} data-title={typeof title}><Admonition {...props} /></section>;',
      '}',
      '',
    ].join('\n');
    const cwd = await site({ 'src/theme/Admonition.js': wrapper, 'docs/notes.md': `${PAGE}\n<Admonition type="tip" title="Own">Also.</Admonition>\n` });
    const result = await build({ cwd, write: false });
    expect(lines(result.diagnostics).filter((line) => /swizzle|directive|error/.test(line))).toEqual([]);
    const html = text(result.files, 'docs/notes/index.html');
    expect([...html.matchAll(/<section data-type="(\w+)" data-title="(\w+)"><div class="theme-admonition theme-admonition-(\w+) /g)].map((match) => match.slice(1).join(' '))).toEqual([
      'important object important',
      'release undefined release',
      'note string note',
      'tip string tip',
    ]);
  });

  it('draws a keyword of the site that has no component as info, with a warning at it, and the legacy names with their own', async () => {
    const result = await build({ cwd: await site({}), write: false });
    expect(lines(result.diagnostics).filter((line) => /admonition|directive/.test(line))).toEqual([
      'site/docs/notes.md:9:1 warning `:::release` has no admonition component: it is drawn as `:::info`  content/admonition-fallback',
    ]);
    const [important, release] = admonitions(text(result.files, 'docs/notes/index.html'));
    // Docusaurus's legacy `important` is info titled with its own name; its keyword names the box.
    expect(important).toMatch(/^<div class="theme-admonition theme-admonition-important admonition admonition--info alert alert--info"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Experimental <strong>API<\/strong><\/div>/s);
    expect(release).toMatch(/^<div class="theme-admonition theme-admonition-release admonition admonition--info alert alert--info"><div class="admonition__heading"><svg[^>]*>.*?<\/svg>Info<\/div>/s);
  });

  it('reads no `:::` container as an admonition when the docs option `admonitions` is false', async () => {
    const result = await build({ cwd: await site({}, 'false'), write: false });
    const html = text(result.files, 'docs/notes/index.html');
    expect(admonitions(html)).toEqual([]);
    expect(html).toContain('<p>Shipped in 2.0.</p>');
    // `:::note Plain` is no directive at all without the keyword (its title is not directive syntax): text, as in Docusaurus.
    expect(lines(result.diagnostics).filter((line) => /directive/.test(line)).length).toBe(2);
    expect(html).toContain('<p>:::note Plain</p>');
  });
});
