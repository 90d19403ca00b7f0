import { describe, expect, it } from 'vitest';
import type { ApiSecurityScheme } from '../../src/openapi/api-model.ts';
import { buildSampleRequest, type SampleRequestInput } from '../../src/openapi/sample-request.ts';
import type { JsonObject } from '../../src/openapi/schema.ts';

/** A request for `POST /things` on `https://api.test/v1/`, with only what the test gives. */
const requestFor = (input: Partial<SampleRequestInput> & { content?: JsonObject }) =>
  buildSampleRequest({
    doc: {},
    method: 'post',
    path: '/things',
    parameters: [],
    servers: [{ url: 'https://api.test/v1/' }],
    security: [],
    requestBody: input.content ? { content: input.content } : undefined,
    ...input,
  });
const scheme = (fields: Partial<ApiSecurityScheme>): ApiSecurityScheme => ({ key: 'k', summary: '', descriptionHtml: '', type: 'apiKey', ...fields });

describe('buildSampleRequest', () => {
  it('fills the path and query from examples, leaves optional parameters out and marks missing path values', () => {
    const request = requestFor({
      method: 'get',
      path: '/things/{id}/{other}',
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'integer', example: 7 } },
        { name: 'other', in: 'path', required: true },
        { name: 'q', in: 'query', required: true, examples: { first: { value: 'a b' } }, schema: { type: 'string' } },
        { name: 'page', in: 'query', schema: { type: 'integer' } },
      ],
    });
    expect(request).toEqual({ method: 'GET', url: 'https://api.test/v1/things/7/%7Bother%7D?q=a%20b', headers: [] });
  });

  it('sends credentials as placeholders, header parameters after them, cookies in one Cookie header', () => {
    const request = requestFor({
      method: 'get',
      security: [[scheme({ in: 'header', name: 'X-Key' }), scheme({ in: 'query', name: 'key' }), scheme({ in: 'cookie', name: 'sid' }), scheme({ type: 'http', scheme: 'basic' })]],
      parameters: [
        { name: 'X-Trace', in: 'header', required: true, schema: { type: 'string' }, example: 't1' },
        { name: 'Accept', in: 'header', required: true, schema: { type: 'string' }, example: 'text/csv' },
        { name: 'lang', in: 'cookie', required: true, schema: { type: 'string' }, example: 'nb' },
      ],
    });
    expect(request.url).toBe('https://api.test/v1/things?key=YOUR_API_KEY');
    expect(request.headers).toEqual([
      ['X-Key', 'YOUR_API_KEY'],
      ['Authorization', 'Basic BASE64_CREDENTIALS'],
      ['X-Trace', 't1'],
      ['Cookie', 'lang=nb; sid=YOUR_API_KEY'],
    ]);
  });

  it('prefers a JSON media type, and otherwise takes the first one listed', () => {
    const form = { 'application/x-www-form-urlencoded': { example: { a: 1 } } };
    expect(requestFor({ content: { ...form, 'application/vnd.api+json': { example: { a: 2 } } } }).body).toEqual({ kind: 'json', mediaType: 'application/vnd.api+json', value: { a: 2 } });
    expect(requestFor({ content: { ...form, 'text/plain': { example: 'x' } } }).body).toEqual({ kind: 'form', mediaType: 'application/x-www-form-urlencoded', fields: [['a', '1']] });
  });

  it('writes form fields: objects as JSON, arrays repeated, Encoding Object styles honoured', () => {
    const body = requestFor({
      content: {
        'application/x-www-form-urlencoded': {
          example: { o: { x: 1 }, a: ['p', 'q'], d: { k: 'v' }, l: ['p', 'q'], n: null, j: ['p'] },
          encoding: { d: { style: 'deepObject', explode: true }, l: { explode: false }, j: { contentType: 'application/json' } },
        },
      },
    }).body;
    expect(body).toEqual({ kind: 'form', mediaType: 'application/x-www-form-urlencoded', fields: [['o', '{"x":1}'], ['a', 'p'], ['a', 'q'], ['d[k]', 'v'], ['l', 'p,q'], ['j', '["p"]']] });
  });

  it('makes binary multipart properties files, objects JSON parts and arrays repeated parts', () => {
    const body = requestFor({
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: {
              name: { type: 'string', example: 'Rex' },
              photo: { type: 'string', format: 'binary' },
              scans: { type: 'array', items: { type: 'string', contentMediaType: 'application/pdf' } },
              avatar: { type: 'string' },
              meta: { type: 'object', properties: { a: { type: 'integer' } } },
              tags: { type: 'array', items: { type: 'string' }, example: ['x', 'y'] },
            },
          },
          encoding: { avatar: { contentType: 'image/*' } },
          example: { name: 'Rex', photo: '', scans: ['', ''], avatar: '', meta: { a: 1 }, tags: ['x', 'y'] },
        },
      },
    }).body;
    expect(body).toEqual({
      kind: 'multipart',
      mediaType: 'multipart/form-data',
      parts: [
        { name: 'name', value: 'Rex' },
        { name: 'photo', fileName: 'photo.bin', contentType: 'application/octet-stream' },
        { name: 'scans', fileName: 'scans-1.pdf', contentType: 'application/pdf' },
        { name: 'scans', fileName: 'scans-2.pdf', contentType: 'application/pdf' },
        { name: 'avatar', fileName: 'avatar.png', contentType: 'image/png' },
        { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
        { name: 'tags', value: 'x' },
        { name: 'tags', value: 'y' },
      ],
    });
  });

  it('sends text as written, XML built from data when only data is given, and binary media types as a file', () => {
    expect(requestFor({ content: { 'text/csv': { example: 'a,b\n1,2' } } }).body).toEqual({ kind: 'text', mediaType: 'text/csv', text: 'a,b\n1,2' });
    const doc: JsonObject = { components: { schemas: { Pet: { type: 'object', properties: { name: { type: 'string', example: 'R&B' } } } } } };
    expect(requestFor({ doc, content: { 'application/xml': { schema: { $ref: '#/components/schemas/Pet' } } } }).body).toEqual({ kind: 'text', mediaType: 'application/xml', text: '<Pet>\n  <name>R&amp;B</name>\n</Pet>' });
    expect(requestFor({ content: { 'application/octet-stream': {} } }).body).toEqual({ kind: 'file', mediaType: 'application/octet-stream', fileName: 'file.bin' });
    expect(requestFor({ content: { 'image/jpeg': { schema: { type: 'string', format: 'binary' } } } }).body).toEqual({ kind: 'file', mediaType: 'image/jpeg', fileName: 'file.jpg' });
    expect(requestFor({ content: { '*/*': {} } }).body).toEqual({ kind: 'file', mediaType: 'application/octet-stream', fileName: 'file.bin' });
  });
});
