import { didYouMean } from '../diagnostics/diagnostic.ts';
import { serverUrl } from '../openapi/servers.ts';
import { isObject, METHODS, type JsonObject } from '../openapi/schema.ts';
import type { CodeSample } from '../types.ts';
import { positionIn, type SampleProblem } from './sample-problem.ts';

const SHELL_LANGS: ReadonlySet<string> = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'curl']);
/** curl options that take a value: the value is never the URL. */
const CURL_VALUE_OPTIONS = new Set(['-X', '--request', '-H', '--header', '-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--json', '-F', '--form', '-o', '--output', '-u', '--user', '-w', '--write-out', '-A', '--user-agent', '-e', '--referer', '-b', '--cookie', '-c', '--cookie-jar', '-m', '--max-time', '--connect-timeout', '--retry', '-T', '--upload-file', '-x', '--proxy', '--cacert', '--cert', '--key', '-K', '--config']);
const BODY_OPTIONS = new Set(['-d', '--data', '--data-raw', '--data-binary', '--data-urlencode', '--json', '-F', '--form']);

/** An operation of the document: `POST /carts/{cartId}/items`. */
export interface RestOperation {
  method: string;
  path: string;
}

/** What REST samples are checked against: an API's operations and the server base URLs they are called at. */
export interface RestSurface {
  operations: RestOperation[];
  servers: string[];
}

/** A request found in a sample, with the line it starts on. */
interface SampleRequest {
  method: string;
  url: string;
  lineIndex: number;
}

/**
 * The operations and server base URLs of an OpenAPI document: the servers of the document,
 * and those a path or an operation declares for itself.
 */
export function restSurface(doc: JsonObject): RestSurface {
  const operations: RestOperation[] = [];
  const servers = new Set<string>();
  const addServers = (list: unknown): void => {
    for (const server of Array.isArray(list) ? list : []) {
      const url = isObject(server) ? serverUrl(server) : undefined;
      if (url && /^https?:\/\//.test(url)) servers.add(url.replace(/\/+$/, ''));
    }
  };
  addServers(doc.servers);
  const paths = isObject(doc.paths) ? doc.paths : {};
  for (const [path, item] of Object.entries(paths)) {
    if (!isObject(item)) continue;
    addServers(item.servers);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      operations.push({ method: method.toUpperCase(), path });
      addServers(operation.servers);
    }
  }
  return { operations, servers: [...servers] };
}

/** Split a shell command into words, honouring quotes (no expansion). */
function shellWords(command: string): string[] {
  const words: string[] = [];
  for (const match of command.matchAll(/"((?:[^"\\]|\\.)*)"|'([^']*)'|(\S+)/g)) words.push(match[1] ?? match[2] ?? match[3]!);
  return words;
}

/** `$NAME` and `${NAME}` replaced by the values assigned earlier on the page; unknown ones stay. */
function expand(text: string, variables: ReadonlyMap<string, string>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (all, braced: string | undefined, bare: string | undefined) => variables.get((braced ?? bare)!) ?? all);
}

/** Requests in shell blocks (curl commands); updates `variables` with the block's assignments. */
function shellRequests(sample: CodeSample, variables: Map<string, string>): SampleRequest[] {
  const requests: SampleRequest[] = [];
  const lines = sample.value.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const start = index;
    let command = lines[index]!;
    while (command.endsWith('\\') && index + 1 < lines.length) command = `${command.slice(0, -1)} ${lines[++index]!}`;
    for (const part of command.split(/&&|\|\||;|\|/)) {
      const words = shellWords(part.replace(/^\s*\$\s+/, '').replace(/#.*$/, ''));
      const assignment = /^(?:export\s+)?(\w+)=(?:"([^"]*)"|'([^']*)'|(\S*))\s*$/.exec(part.trim());
      if (assignment) variables.set(assignment[1]!, expand(assignment[2] ?? assignment[3] ?? assignment[4] ?? '', variables));
      const curl = words.findIndex((word) => word === 'curl' || word.endsWith('/curl'));
      if (curl === -1) continue;
      let method: string | undefined;
      let hasBody = false;
      let url: string | undefined;
      for (let i = curl + 1; i < words.length; i++) {
        const word = words[i]!;
        if (word === '-X' || word === '--request') method = words[++i]?.toUpperCase();
        else if (/^-X[A-Z]+$/.test(word)) method = word.slice(2);
        else if (word === '-I' || word === '--head') method = 'HEAD';
        else if (word === '--url') url = words[++i];
        else if (CURL_VALUE_OPTIONS.has(word)) {
          if (BODY_OPTIONS.has(word)) hasBody = true;
          i++;
        } else if (!word.startsWith('-') && url === undefined) url = word;
      }
      if (url) requests.push({ method: method ?? (hasBody ? 'POST' : 'GET'), url: expand(url, variables), lineIndex: start });
    }
  }
  return requests;
}

/** Requests in `http` blocks: `GET /v1/carts HTTP/1.1` with a `Host:` header, or an absolute URL. */
function httpRequests(sample: CodeSample): SampleRequest[] {
  const requests: SampleRequest[] = [];
  const lines = sample.value.split('\n');
  lines.forEach((line, index) => {
    const request = /^([A-Z]+)\s+(\S+)(?:\s+HTTP\/[\d.]+)?\s*$/.exec(line.trim());
    if (!request || !(METHODS as readonly string[]).includes(request[1]!.toLowerCase())) return;
    let url = request[2]!;
    if (url.startsWith('/')) {
      const host = lines.slice(index + 1).find((header) => /^host:/i.test(header.trim()));
      if (!host) return;
      url = `https://${host.trim().slice(5).trim()}${url}`;
    }
    requests.push({ method: request[1]!, url, lineIndex: index });
  });
  return requests;
}

/** A URL path without its trailing slashes (`/` stays `/`). */
const withoutTrailingSlash = (path: string): string => path.replace(/\/+$/, '') || '/';

/**
 * A path segment from a sample matches a template parameter when it is not empty. A trailing
 * slash is not read on either side: Django and Rails APIs declare `/api/v1/flags/`, and samples
 * write it with or without.
 */
function matches(template: string, path: string): boolean {
  const expected = withoutTrailingSlash(template).split('/');
  const actual = path.split('/');
  return expected.length === actual.length && expected.every((segment, i) => (/^\{[^}]+\}$/.test(segment) ? actual[i] !== '' : segment === actual[i]));
}

/** Whether a URL calls a server base URL: the base itself, a path under it, or a query on it. */
const calls = (url: string, base: string): boolean => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`);

/**
 * The API a request calls: the one with the longest server base URL the request's URL starts
 * with (two APIs on one host differ by base path). APIs that share that base URL are checked
 * as one: the request must be an operation of one of them.
 */
function calledApi(url: string, apis: ReadonlyArray<{ surface: RestSurface; file: string }>): { server: string; surface: RestSurface; file: string } | undefined {
  let server = '';
  for (const api of apis) for (const base of api.surface.servers) if (base.length > server.length && calls(url, base)) server = base;
  if (!server) return undefined;
  const called = apis.filter((api) => api.surface.servers.includes(server));
  return called.length === 1
    ? { server, ...called[0]! }
    : { server, surface: { operations: called.flatMap((api) => api.surface.operations), servers: [server] }, file: called.map((api) => api.file).join(' and ') };
}

/**
 * REST calls in shell (`curl`) and `http` blocks that go to one of the documents' servers must
 * be an operation of that document (see calledApi): a known path template and a method it has.
 * Shell variables assigned earlier on the same page (`export KASSA_BASE_URL=…`) are expanded;
 * a segment that is still a variable (`$CART_ID`) stands for a path parameter.
 */
export function checkRestSamples(samples: readonly CodeSample[], apis: ReadonlyArray<{ surface: RestSurface; file: string }>): { problems: SampleProblem[]; count: number } {
  const problems: SampleProblem[] = [];
  let count = 0;
  const variablesByFile = new Map<string, Map<string, string>>();
  for (const sample of samples) {
    const isShell = SHELL_LANGS.has(sample.lang);
    if (!isShell && sample.lang !== 'http') continue;
    let variables = variablesByFile.get(sample.file);
    if (!variables) variablesByFile.set(sample.file, (variables = new Map()));
    for (const request of isShell ? shellRequests(sample, variables) : httpRequests(sample)) {
      const api = calledApi(request.url, apis);
      if (!api) continue;
      const { server, surface, file: openapiFile } = api;
      const templates = [...new Set(surface.operations.map((operation) => operation.path))];
      count++;
      const path = withoutTrailingSlash(request.url.slice(server.length).split(/[?#]/)[0]!);
      const at = positionIn(sample, request.lineIndex, (sample.value.split('\n')[request.lineIndex]!.search(/\S/) + 1) || 1);
      const sameTemplate = templates.filter((template) => matches(template, path));
      if (sameTemplate.some((template) => surface.operations.some((op) => op.path === template && op.method === request.method))) continue;
      if (sameTemplate.length) {
        const methods = surface.operations.filter((op) => sameTemplate.includes(op.path)).map((op) => op.method);
        problems.push({
          kind: 'rest',
          code: 'samples/rest-unknown-method',
          message: `\`${request.method} ${path}\` is not an operation of the API: \`${sameTemplate[0]}\` has ${methods.map((m) => `\`${m}\``).join(', ')}`,
          ...at,
          hint: `did you mean \`${methods[0]} ${sameTemplate[0]}\`? (operations are in ${openapiFile})`,
        });
        continue;
      }
      // Compare with each template filled in with the sample's own values for its parameters.
      const actual = path.split('/');
      const filled = new Map(templates.map((template) => [template.split('/').map((segment, i) => (/^\{[^}]+\}$/.test(segment) && actual[i] ? actual[i] : segment)).join('/'), template]));
      const guess = didYouMean(path, filled.keys());
      const template = guess ? filled.get(guess)! : undefined;
      const method = template ? (surface.operations.find((op) => op.path === template && op.method === request.method) ?? surface.operations.find((op) => op.path === template))!.method : undefined;
      problems.push({
        kind: 'rest',
        code: 'samples/rest-unknown-path',
        message: `\`${request.method} ${path}\` is not an operation of the API: no path matches \`${path}\``,
        ...at,
        hint: template ? `did you mean \`${method} ${template}\`?` : `the API's paths are in ${openapiFile}`,
      });
    }
  }
  return { problems, count };
}
