/** `llms.copyPage` in config.yaml: on by default, off, or a list of entries, with located errors. */
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse-config.ts';
import { lines } from '../helpers.ts';

const parse = (llms: string) => parseConfig(`title: Docs\nurl: https://docs.test\nllms:\n${llms}`, 'site/config.yaml');
const DEFAULTS = [{ action: 'copy' }, { action: 'view' }, { action: 'chatgpt' }, { action: 'claude' }];

describe('llms.copyPage', () => {
  it('is copy, view, ChatGPT and Claude when left out or `true`, and nothing when `false`', () => {
    expect(parseConfig('title: Docs\nurl: https://docs.test\n', 'config.yaml').config!.llms.copyPage).toEqual(DEFAULTS);
    expect(parse('  copyPage: true\n').config!.llms.copyPage).toEqual(DEFAULTS);
    expect(parse('  copyPage: false\n').config!.llms.copyPage).toEqual([]);
  });

  it('takes built-in entries and links of the site\'s own, in the order written', () => {
    const { config, diagnostics } = parse('  copyPage:\n    - view\n    - perplexity\n    - label: Ask Acme AI\n      url: https://ai.acme.test/chat?prompt={prompt}&page={url}\n    - copy\n');
    expect(diagnostics).toEqual([]);
    expect(config!.llms.copyPage).toEqual([{ action: 'view' }, { action: 'perplexity' }, { label: 'Ask Acme AI', url: 'https://ai.acme.test/chat?prompt={prompt}&page={url}' }, { action: 'copy' }]);
  });

  it('reports an unknown entry with a did-you-mean, at its line', () => {
    const { config, diagnostics } = parse('  copyPage:\n    - copy\n    - chatgtp\n');
    expect(config).toBeUndefined();
    expect(lines(diagnostics)).toEqual(['site/config.yaml:6:7 error `llms.copyPage[1]` must be one of `copy`, `view`, `chatgpt`, `claude`, `perplexity`, got `chatgtp`  config/invalid-value']);
    expect(diagnostics[0]!.hint).toBe('did you mean `chatgpt`?');
  });

  it('reports link templates that are no http(s) URL, name no placeholder, or an unknown one', () => {
    const { diagnostics } = parse(
      [
        '  copyPage:',
        '    - label: Relative',
        '      url: /chat?q={prompt}',
        '    - label: Fixed',
        '      url: https://ai.acme.test/',
        '    - label: Typo',
        '      url: https://ai.acme.test/?q={promt}',
        '    - url: https://ai.acme.test/?q={url}',
        '',
      ].join('\n'),
    );
    expect(lines(diagnostics)).toEqual([
      'site/config.yaml:6:12 error `llms.copyPage[0].url` must be an absolute http(s) URL, got `/chat?q={prompt}`  config/invalid-value',
      'site/config.yaml:8:12 error `llms.copyPage[1].url` does not name the page: it needs `{prompt}` or `{url}`  config/invalid-value',
      'site/config.yaml:10:12 error `llms.copyPage[2].url` has an unknown placeholder `{promt}`  config/invalid-value',
      'site/config.yaml:11:7 error Missing required key `llms.copyPage[3].label` (a string)  config/missing-key',
    ]);
    expect(diagnostics[2]!.hint).toBe('did you mean `{prompt}`?');
  });

  it('reports an entry listed twice, an empty list and a value of another type', () => {
    expect(lines(parse('  copyPage: [copy, view, copy]\n').diagnostics)).toEqual(['site/config.yaml:4:26 error `llms.copyPage[2]`: `copy` is listed twice  config/invalid-value']);
    expect(lines(parse('  copyPage: []\n').diagnostics)).toEqual(['site/config.yaml:4:13 error `llms.copyPage` lists no entries  config/invalid-value']);
    expect(lines(parse('  copyPage: yes\n').diagnostics)).toEqual([
      'site/config.yaml:4:13 error `llms.copyPage` must be `true`, `false` or a list of entries: `copy`, `view`, `chatgpt`, `claude`, `perplexity` or `{ label, url }`, got the string `yes`  config/invalid-type',
    ]);
  });
});
