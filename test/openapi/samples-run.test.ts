/**
 * The generated curl, JavaScript and Python samples of a fixture document, run as written
 * against a local server that records the request that arrives.
 */
import { execFile, execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { compileSpec } from '../../src/openapi/compile-spec.ts';
import { parseSpec } from '../../src/openapi/parse-spec.ts';
import { fixturesDir, tempDir } from '../helpers.ts';

interface Received {
  method: string;
  /** The request target as sent: path and query, not decoded. */
  target: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let received: Received[] = [];
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ method: request.method!, target: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const fixture = join(fixturesDir, 'openapi/samples-run/openapi.yaml');
const source = (await readFile(fixture, 'utf8')).replace('http://127.0.0.1:0/v1', `${origin}/v1`);
const { spec } = parseSpec(source, 'openapi.yaml');
const { reference, diagnostics } = compileSpec(spec!, { route: '/api', downloads: [], withBase: (route) => route });
const sample = (operationId: string, label: string): string => reference!.operations.find((op) => op.operationId === operationId)!.samples.find((s) => s.label === label)!.code;
const doc = parse(source) as { paths: Record<string, Record<string, { requestBody: { content: Record<string, { example: unknown }> } }>> };

// The files the upload samples read, in the folder they run in; bytes that are not UTF-8 included.
const cwd = await tempDir();
const files = { 'file.png': Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff]), 'document.pdf': Buffer.from('%PDF-1.7\n%âãÏÓ\n'), 'file.bin': Buffer.from([0, 1, 2, 0xfe, 0xff, 0x0d, 0x0a]) };
for (const [name, bytes] of Object.entries(files)) await writeFile(join(cwd, name), bytes);

// Children never go through a proxy to reach 127.0.0.1.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/_proxy$/i.test(key)));
const run = promisify(execFile);
const pythonSkip = (() => {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
    return undefined;
  } catch {
    return 'python3 cannot import requests';
  }
})();

const clients: Array<{ label: string; skip?: string; run: (code: string) => Promise<unknown> }> = [
  { label: 'curl', run: (code) => run('bash', ['-c', code], { cwd, env, timeout: 15_000 }) },
  {
    label: 'JavaScript',
    run: async (code) => {
      await writeFile(join(cwd, 'sample.mjs'), code);
      return run(process.execPath, ['sample.mjs'], { cwd, env, timeout: 15_000 });
    },
  },
  { label: 'Python', ...(pythonSkip ? { skip: pythonSkip } : {}), run: (code) => run('python3', ['-c', code], { cwd, env, timeout: 15_000 }) },
];

type Part = { name: string; value: unknown } | { name: string; fileName: string; type: string; bytes: Buffer };
interface Expected {
  method: string;
  target: string;
  /** Headers that must arrive with exactly these values (names in lower case). */
  headers?: Record<string, string>;
  /** Headers that must not arrive. */
  absent?: string[];
  /** The media type of `Content-Type`, parameters aside. */
  type?: string;
  json?: unknown;
  form?: Array<[string, string]>;
  multipart?: Part[];
  bytes?: Buffer;
}

const key = { 'x-api-key': 'YOUR_API_KEY' };
const example = (path: string, method: string, type: string) => doc.paths[path]![method]!.requestBody.content[type]!.example;

/** What each operation's samples must send, written from the specification's tables. */
const cases: Array<[string, Expected]> = [
  ['pathSimple', { method: 'GET', target: '/v1/path/simple/a%20b%2Fc%3Fd%25e%2C%C3%BC/blue,black,brown/R,100,G,200,B,150/R=100,G=200,B=150', headers: key }],
  ['pathLabel', { method: 'GET', target: '/v1/path/label/.blue/.blue,black,brown/.blue.black.brown/.R,100,G,200,B,150/.R=100.G=200.B=150' }],
  ['pathMatrix', { method: 'GET', target: '/v1/path/matrix/;prim=blue;arr=blue,black,brown;arrx=blue;arrx=black;arrx=brown;obj=R,100,G,200,B,150;R=100;G=200;B=150' }],
  [
    'queryForm',
    {
      method: 'GET',
      // The optional parameter is left out; the `content` one is JSON, percent-encoded.
      target: '/v1/query/form?q=a%20b%26c%3Dd%2Be%2F%C3%BC&colors=blue&colors=black&colors=brown&list=blue,black,brown&R=100&G=200&B=150&flat=R,100,G,200,B,150&filter=%7B%22size%22%3A%5B1%2C2%5D%2C%22name%22%3A%22x%20y%22%7D',
    },
  ],
  [
    'queryDelimited',
    {
      method: 'GET',
      target: '/v1/query/delimited?space=blue%20black%20brown&spaceObj=R%20100%20G%20200%20B%20150&pipe=blue%7Cblack%7Cbrown&pipeObj=R%7C100%7CG%7C200%7CB%7C150&deep%5BR%5D=100&deep%5BG%5D=200&deep%5BB%5D=150&path=x/y?z:@!$()*,;%2F%20%5B%23%5D%26%3D%2B%25GG%27%C3%BC&api_key=YOUR_API_KEY',
      absent: ['x-api-key'],
    },
  ],
  [
    'headers',
    {
      method: 'GET',
      target: '/v1/headers',
      headers: { authorization: 'Bearer YOUR_TOKEN', 'x-prim': 'it\'s "quoted" $HOME %C3%BC', 'x-array': 'blue,black,brown', 'x-object': 'R,100,G,200,B,150', 'x-object-explode': 'R=100,G=200,B=150', 'x-json': '{"a":[1,"b"]}' },
      absent: ['x-api-key'],
    },
  ],
  ['cookies', { method: 'GET', target: '/v1/cookies', headers: { cookie: 'theme=dark%20mode%3B1; colors=blue,black,brown; R=100; G=200; B=150; session=YOUR_API_KEY' } }],
  ['postJson', { method: 'POST', target: '/v1/json', headers: { ...key, authorization: 'Bearer YOUR_TOKEN' }, type: 'application/json', json: example('/json', 'post', 'application/json') }],
  [
    'postForm',
    {
      method: 'POST',
      target: '/v1/form',
      headers: key,
      type: 'application/x-www-form-urlencoded',
      form: [['name', "a b&c=d+e 'ü'\nline"], ['count', '3'], ['tags', 'x'], ['tags', 'y'], ['address', '{"city":"Oslo"}'], ['color[R]', '100'], ['color[G]', '200'], ['list', 'blue,black']],
    },
  ],
  [
    'upload',
    {
      method: 'POST',
      target: '/v1/upload',
      headers: key,
      type: 'multipart/form-data',
      multipart: [
        { name: 'name', value: 'Rex' },
        { name: 'note', value: '@not-a-file; type=x "q" \\ ü\nline 2' },
        { name: 'tags', value: 'a' },
        { name: 'tags', value: 'b' },
        { name: 'meta', value: { owner: "it's", n: 1 } },
        { name: 'file', fileName: 'file.png', type: 'image/png', bytes: files['file.png'] },
        { name: 'document', fileName: 'document.pdf', type: 'application/pdf', bytes: files['document.pdf'] },
      ],
    },
  ],
  ['putText', { method: 'PUT', target: '/v1/text', type: 'text/plain', bytes: Buffer.from(example('/text', 'put', 'text/plain') as string) }],
  ['postXml', { method: 'POST', target: '/v1/xml', type: 'application/xml', bytes: Buffer.from(example('/xml', 'post', 'application/xml') as string) }],
  ['putBinary', { method: 'PUT', target: '/v1/binary/doc_1', type: 'application/octet-stream', bytes: files['file.bin'] }],
  ['preferJson', { method: 'PATCH', target: '/v1/prefer-json', type: 'application/merge-patch+json', json: { a: 'json' } }],
  ['deleteThing', { method: 'DELETE', target: '/v1/things/42', absent: ['x-api-key', 'authorization'] }],
];

/** The parts of a multipart body, parsed by undici; text parts keep `\n` (FormData sends `\r\n`). */
async function parts(request: Received): Promise<Part[]> {
  const form = await new Response(new Uint8Array(request.body), { headers: { 'content-type': request.headers['content-type']! } }).formData();
  return Promise.all(
    [...form].map(async ([name, value]): Promise<Part> => {
      if (typeof value !== 'string') return { name, fileName: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      const text = value.replace(/\r\n/g, '\n');
      return { name, value: name === 'meta' ? JSON.parse(text) : text };
    }),
  );
}

it('compiles the fixture document without diagnostics', () => {
  expect(diagnostics).toEqual([]);
  expect(reference!.operations.map((op) => op.operationId)).toEqual(cases.map(([id]) => id));
});

describe.each(cases)('%s', (operationId, expected) => {
  for (const client of clients) {
    it.skipIf(client.skip !== undefined)(client.skip ? `${client.label} (skipped: ${client.skip})` : client.label, async () => {
      received = [];
      await client.run(sample(operationId, client.label));
      expect(received).toHaveLength(1);
      const [request] = received as [Received];
      expect(`${request.method} ${request.target}`).toBe(`${expected.method} ${expected.target}`);
      for (const [name, value] of Object.entries(expected.headers ?? {})) expect(request.headers[name], name).toBe(value);
      for (const name of expected.absent ?? []) expect(request.headers[name], name).toBeUndefined();
      expect(request.headers['content-type']?.split(';')[0]).toBe(expected.type);
      if (expected.json !== undefined) expect(JSON.parse(request.body.toString('utf8'))).toEqual(expected.json);
      if (expected.form) expect([...new URLSearchParams(request.body.toString('utf8'))]).toEqual(expected.form);
      if (expected.multipart) expect(await parts(request)).toEqual(expected.multipart);
      if (expected.bytes) expect(request.body.equals(expected.bytes), request.body.toString('utf8')).toBe(true);
      if (!expected.type) expect(request.body.length).toBe(0);
    });
  }
});
