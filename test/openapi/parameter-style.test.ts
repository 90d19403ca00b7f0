import { describe, expect, it } from 'vitest';
import { parameterStyle, percentEncode, serializeCookie, serializeHeader, serializePath, serializeQuery, type ParameterLocation } from '../../src/openapi/parameter-style.ts';
import type { Json } from '../../src/openapi/schema.ts';

const values: Record<string, Json> = { string: 'blue', array: ['blue', 'black', 'brown'], object: { R: 100, G: 200, B: 150 } };
const style = (location: ParameterLocation, raw: Record<string, Json> = {}) => parameterStyle(location, raw);

/** One row of the specification's table: https://spec.openapis.org/oas/v3.1.1.html#style-examples */
function row(location: ParameterLocation, name: string, explode: boolean): string[] {
  const s = style(location, { style: name, explode });
  return Object.values(values).map((value) => (location === 'path' ? serializePath('color', value, s)! : `?${serializeQuery('color', value, s).join('&')}`));
}

describe('parameter styles, as the OpenAPI style examples table shows them', () => {
  it('defaults: query and cookie `form` exploded, path and header `simple` not', () => {
    expect(['path', 'query', 'header', 'cookie'].map((l) => style(l as ParameterLocation))).toEqual([
      { style: 'simple', explode: false, allowReserved: false },
      { style: 'form', explode: true, allowReserved: false },
      { style: 'simple', explode: false, allowReserved: false },
      { style: 'form', explode: true, allowReserved: false },
    ]);
    expect(style('query', { style: 'spaceDelimited' }).explode).toBe(false);
    expect(style('path', { allowReserved: true }).allowReserved).toBe(false);
  });

  it('path: matrix, label, simple', () => {
    expect(row('path', 'matrix', false)).toEqual([';color=blue', ';color=blue,black,brown', ';color=R,100,G,200,B,150']);
    expect(row('path', 'matrix', true)).toEqual([';color=blue', ';color=blue;color=black;color=brown', ';R=100;G=200;B=150']);
    expect(row('path', 'label', false)).toEqual(['.blue', '.blue,black,brown', '.R,100,G,200,B,150']);
    expect(row('path', 'label', true)).toEqual(['.blue', '.blue.black.brown', '.R=100.G=200.B=150']);
    expect(row('path', 'simple', false)).toEqual(['blue', 'blue,black,brown', 'R,100,G,200,B,150']);
    expect(row('path', 'simple', true)).toEqual(['blue', 'blue,black,brown', 'R=100,G=200,B=150']);
    // Empty strings (RFC 6570 §3.2.7: a matrix pair with an empty value has no `=`) and undefined values.
    expect(['matrix', 'label', 'simple'].map((s) => serializePath('color', '', style('path', { style: s })))).toEqual([';color', '.', '']);
    expect(serializePath('color', null, style('path'))).toBeUndefined();
    expect(serializePath('color', [], style('path'))).toBeUndefined();
  });

  it('query: form, spaceDelimited, pipeDelimited, deepObject', () => {
    expect(row('query', 'form', false)).toEqual(['?color=blue', '?color=blue,black,brown', '?color=R,100,G,200,B,150']);
    expect(row('query', 'form', true)).toEqual(['?color=blue', '?color=blue&color=black&color=brown', '?R=100&G=200&B=150']);
    expect(row('query', 'spaceDelimited', false).slice(1)).toEqual(['?color=blue%20black%20brown', '?color=R%20100%20G%20200%20B%20150']);
    expect(row('query', 'pipeDelimited', false).slice(1)).toEqual(['?color=blue%7Cblack%7Cbrown', '?color=R%7C100%7CG%7C200%7CB%7C150']);
    expect(row('query', 'deepObject', true)[2]).toBe('?color%5BR%5D=100&color%5BG%5D=200&color%5BB%5D=150');
    expect(serializeQuery('color', '', style('query'))).toEqual(['color=']);
    expect(serializeQuery('color', null, style('query'))).toEqual([]);
  });

  it('percent-encodes names and values, and delimiters inside values', () => {
    expect(serializeQuery('a b', 'x,y&z=1+2 ü/😀', style('query', { explode: false }))).toEqual(['a%20b=x%2Cy%26z%3D1%2B2%20%C3%BC%2F%F0%9F%98%80']);
    expect(serializeQuery('list', ['a,b', 'c'], style('query', { explode: false }))).toEqual(['list=a%2Cb,c']);
    expect(serializePath('id', 'a/b c%', style('path'))).toBe('a%2Fb%20c%25');
    expect(percentEncode("-._~!*'()")).toBe('-._~%21%2A%27%28%29');
  });

  it('allowReserved keeps reserved characters and %XX triples, but not those a query cannot carry as data', () => {
    const s = style('query', { allowReserved: true });
    expect(serializeQuery('p', 'x/y?z:@!$()*,;%2F [#]&=+%GG ü', s)).toEqual(['p=x/y?z:@!$()*,;%2F%20%5B%23%5D%26%3D%2B%25GG%20%C3%BC']);
  });

  it('header: simple, unencoded but for what a header cannot carry', () => {
    const [flat, exploded] = [style('header'), style('header', { explode: true })];
    expect(Object.values(values).map((v) => serializeHeader(v, flat))).toEqual(['blue', 'blue,black,brown', 'R,100,G,200,B,150']);
    expect(Object.values(values).map((v) => serializeHeader(v, exploded))).toEqual(['blue', 'blue,black,brown', 'R=100,G=200,B=150']);
    expect(serializeHeader(' it\'s "a" ü\n ', flat)).toBe('%20it\'s "a" %C3%BC%0A%20');
  });

  it('cookie: form, pairs `; `-separated and values percent-encoded', () => {
    const [exploded, flat] = [style('cookie'), style('cookie', { explode: false })];
    expect(Object.values(values).map((v) => serializeCookie('color', v, exploded).join('; '))).toEqual(['color=blue', 'color=blue; color=black; color=brown', 'R=100; G=200; B=150']);
    expect(Object.values(values).map((v) => serializeCookie('color', v, flat).join('; '))).toEqual(['color=blue', 'color=blue,black,brown', 'color=R,100,G,200,B,150']);
    expect(serializeCookie('theme', 'dark mode;1', exploded)).toEqual(['theme=dark%20mode%3B1']);
  });
});
