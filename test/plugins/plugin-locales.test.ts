/**
 * A translated site's plugins, as Docusaurus runs them: the plugin's module is loaded once for
 * the whole build, its function is called once per locale (with that locale's context), so what
 * the module keeps at its top level (a list it fetched once) serves every locale.
 */
import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { makeSite, text } from '../helpers.ts';

/** A plugin in the image of electron's releases plugin: a module-level request, made by the first locale, reused by the next. */
const RELEASES = [
  'let requests = 0;',
  'let calls = 0;',
  'let request;',
  '',
  'export default function releases(context) {',
  '  calls += 1;',
  '  const call = calls;',
  '  return {',
  "    name: 'releases',",
  '    async loadContent() {',
  '      if (!request) {',
  '        requests += 1;',
  "        request = Promise.resolve({ stable: '1.2.3' });",
  '      }',
  '      return request;',
  '    },',
  '    injectHtmlTags({ content }) {',
  '      const value = `${content.stable}; call ${call} (${context.i18n.currentLocale}); requests ${requests}`;',
  "      return { headTags: [{ tagName: 'meta', attributes: { name: 'releases', content: value } }] };",
  '    },',
  '  };',
  '}',
  '',
].join('\n');

describe('the plugins of a translated site', () => {
  it('load their module once for every locale and call its function once per locale, as Docusaurus does', async () => {
    const cwd = await makeSite(
      { 'pages/index.md': '# Home\n', 'plugins/releases.ts': RELEASES },
      'title: T\nurl: https://t.test\ni18n:\n  defaultLocale: en\n  locales: [en, fr]\nplugins: [./plugins/releases.ts]\n',
    );
    const result = await build({ cwd, write: false });
    expect(text(result.files, 'index.html')).toContain('<meta name="releases" content="1.2.3; call 1 (en); requests 1">');
    expect(text(result.files, 'fr/index.html')).toContain('<meta name="releases" content="1.2.3; call 2 (fr); requests 1">');
  });
});
