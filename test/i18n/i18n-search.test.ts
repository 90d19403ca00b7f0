import { describe, expect, it } from 'vitest';
import { build } from '../../src/build/build.ts';
import { tokenize } from '../../src/search/search-options.ts';
import { makeSite } from '../helpers.ts';
import { engineFromFiles } from '../search/search-files.ts';

describe('search in languages written without spaces', () => {
  it('splits Chinese and Japanese text into words, and leaves spaced text as it was', () => {
    expect(tokenize('支付失败时重试')).toEqual(['支付', '失败', '时', '重', '试']);
    expect(tokenize('データベースに接続します')).toEqual(['データベース', 'に', '接続', 'し', 'ます']);
    expect(tokenize('Create a cart.addItem call')).toEqual(['Create', 'a', 'cart.addItem', 'call']);
  });

  it('finds a Chinese page by a word in its text, and a Japanese one', async () => {
    const cwd = await makeSite({
      'pages/index.md': '# 首页\n\n欢迎。\n',
      'pages/payments.md': '# 付款\n\n支付失败时，请稍后重试。\n',
      'pages/database.md': '# データベース\n\nデータベースに接続します。\n',
    }, 'title: T\nurl: https://t.dev\nlocale: zh\n');
    const result = await build({ cwd, write: false });
    const engine = engineFromFiles(result.files);
    expect((await engine.search('失败')).map((hit) => hit.url)).toEqual(['/payments']);
    expect((await engine.search('支付失败')).map((hit) => hit.url)).toEqual(['/payments']);
    expect((await engine.search('接続')).map((hit) => hit.url)).toEqual(['/database']);
  });
});
