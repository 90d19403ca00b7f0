/**
 * The API explorer's data and logic, without any UI: the props an operation page gives
 * the "Try it" island (plain JSON, computed at build time), checking the reader's input,
 * turning it into a request and a curl command, and explaining failed requests. Runs in
 * Node (props) and in the browser (the rest).
 */
import type { ExplorerConfig } from '../config/site-config.ts';
import { translate, type LocaleMessages } from '../../templates/translate.ts';
import type { ApiServer } from './api-model.ts';
import type { ExplorerAuthScheme, ExplorerOAuthClient, ParameterLocation } from './explorer-auth.ts';

export type { ExplorerAuthScheme, ExplorerOAuthClient, ParameterLocation };

export interface ExplorerParameter {
  name: string;
  in: ParameterLocation;
  required: boolean;
  /** JSON type of the value; `array` values are written comma-separated. */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  /** Type label shown beside the input: `integer<int32>`, `array of string`. */
  typeLabel: string;
  /** Allowed values (of the items, for arrays). */
  enum: string[];
  /** Shown as the placeholder. */
  example: string;
  /** Prefilled. */
  default: string;
}

export interface ExplorerProps {
  /** Unique per page: names form fields and storage. */
  operationId: string;
  /** The API whose credentials the form reads and keeps, on a site of several APIs. */
  credentialsScope?: string;
  /** Where credentials are kept (see ExplorerConfig.keepCredentials). */
  keepCredentials: ExplorerConfig['keepCredentials'];
  method: string;
  path: string;
  servers: ApiServer[];
  /** Index of the server selected at first. */
  defaultServer: number;
  proxyUrl: string;
  timeoutMs: number;
  /** Alternatives: any one of these sets of schemes authenticates the request. */
  security: ExplorerAuthScheme[][];
  /** The docs site's OAuth 2.0 client, when a scheme of the operation can get a token. */
  oauth?: ExplorerOAuthClient;
  parameters: ExplorerParameter[];
  body?: { required: boolean; contents: Array<{ mediaType: string; example: string }> };
}

/** What the reader entered. Parameter values are keyed `in:name`. */
export interface ExplorerValues {
  server: number;
  variables: Record<string, string>;
  /** Index into `security`. */
  authOption: number;
  /** Scheme key → secret (`user:password` for basic). */
  credentials: Record<string, string>;
  parameters: Record<string, string>;
  mediaType: string;
  body: string;
}

export interface ExplorerRequest {
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: string;
  /** Parameters browsers cannot send (cookies): in the curl command, not in the request. */
  notSent: string[];
}

/** A value as JSON when it parses, else the string itself. */
export const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

export const parameterKey = (parameter: Pick<ExplorerParameter, 'in' | 'name'>): string => `${parameter.in}:${parameter.name}`;

/** The values a fresh explorer starts with: defaults, the first example body, no credentials. */
export function initialValues(props: ExplorerProps): ExplorerValues {
  const server = props.servers[props.defaultServer];
  return {
    server: props.defaultServer,
    variables: Object.fromEntries((server?.variables ?? []).map((variable) => [variable.name, variable.default])),
    authOption: 0,
    credentials: {},
    parameters: Object.fromEntries(props.parameters.map((parameter) => [parameterKey(parameter), parameter.default])),
    mediaType: props.body?.contents[0]?.mediaType ?? '',
    body: props.body?.contents[0]?.example ?? '',
  };
}

/** The console's messages when the page gives none. */
const ENGLISH: LocaleMessages = { messages: {}, locale: 'en' };

const isJsonMedia = (mediaType: string): boolean => /[/+]json\b/.test(mediaType);

function checkValue(parameter: ExplorerParameter, value: string, messages: LocaleMessages): string | undefined {
  const values = parameter.type === 'array' ? value.split(',').map((item) => item.trim()) : [value];
  for (const item of values) {
    if (parameter.enum.length && !parameter.enum.includes(item)) return translate(messages, 'theme.openapi.explorer.mustBeOneOf', 'must be one of {values}', { values: parameter.enum.join(', ') });
    if (parameter.type === 'integer' && !/^-?\d+$/.test(item)) return translate(messages, 'theme.openapi.explorer.mustBeInteger', 'must be a whole number');
    if (parameter.type === 'number' && !Number.isFinite(Number(item))) return translate(messages, 'theme.openapi.explorer.mustBeNumber', 'must be a number');
    if (parameter.type === 'boolean' && item !== 'true' && item !== 'false') return translate(messages, 'theme.openapi.explorer.mustBeBoolean', 'must be true or false');
    if (parameter.type === 'object' && (typeof parseJson(item) !== 'object' || parseJson(item) === null)) return translate(messages, 'theme.openapi.explorer.mustBeObject', 'must be a JSON object');
  }
  return undefined;
}

/** What the reader must enter for a scheme left empty, in the page's locale. */
function credentialProblem(kind: ExplorerProps['security'][number][number]['kind'], messages: LocaleMessages): string {
  if (kind === 'basic') return translate(messages, 'theme.openapi.explorer.enterUserPassword', 'Enter a user name and a password');
  return kind === 'apiKey' ? translate(messages, 'theme.openapi.explorer.enterApiKey', 'Enter your API key') : translate(messages, 'theme.openapi.explorer.enterToken', 'Enter your token');
}

/**
 * Problems that stop the request, keyed by field (`server`, `variable:NAME`, `in:name`,
 * `auth:KEY`, `body`): missing required values, wrong types, invalid JSON; in the page's
 * locale (`messages`, English by default).
 */
export function validate(props: ExplorerProps, values: ExplorerValues, messages: LocaleMessages = ENGLISH): Record<string, string> {
  const errors: Record<string, string> = {};
  const required = (name: string): string => translate(messages, 'theme.openapi.explorer.required', '{name} is required', { name });
  const server = props.servers[values.server];
  if (props.servers.length && !server) errors.server = translate(messages, 'theme.openapi.explorer.chooseServer', 'Choose a server');
  for (const variable of server?.variables ?? []) {
    const value = values.variables[variable.name] ?? '';
    if (!value) errors[`variable:${variable.name}`] = required(variable.name);
    else if (variable.enum.length && !variable.enum.includes(value)) errors[`variable:${variable.name}`] = translate(messages, 'theme.openapi.explorer.mustBeOneOf', 'must be one of {values}', { values: variable.enum.join(', ') });
  }
  for (const parameter of props.parameters) {
    const value = (values.parameters[parameterKey(parameter)] ?? '').trim();
    if (!value) {
      if (parameter.required) errors[parameterKey(parameter)] = required(parameter.name);
      continue;
    }
    const problem = checkValue(parameter, value, messages);
    if (problem) errors[parameterKey(parameter)] = translate(messages, 'theme.openapi.explorer.invalidValue', '{name} {problem}', { name: parameter.name, problem });
  }
  for (const scheme of props.security[values.authOption] ?? []) {
    const secret = values.credentials[scheme.key] ?? '';
    if (!secret || (scheme.kind === 'basic' && !secret.includes(':'))) errors[`auth:${scheme.key}`] = credentialProblem(scheme.kind, messages);
  }
  if (props.body) {
    if (!values.body.trim()) {
      if (props.body.required) errors.body = translate(messages, 'theme.openapi.explorer.bodyRequired', 'The request body is required');
    } else if (isJsonMedia(values.mediaType)) {
      try {
        JSON.parse(values.body);
      } catch (error) {
        errors.body = translate(messages, 'theme.openapi.explorer.invalidJson', 'The body is not valid JSON: {reason}', { reason: (error as Error).message });
      }
    }
  }
  return errors;
}

/** The server URL with its variables filled in, without a trailing slash. */
export function serverUrl(server: ApiServer | undefined, variables: Record<string, string>): string {
  if (!server) return '';
  return server.url.replace(/\{([^}]+)\}/g, (all, name: string) => variables[name] ?? all).replace(/\/$/, '');
}

const base64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

/** The request the reader's values describe (call `validate` first). */
export function buildRequest(props: ExplorerProps, values: ExplorerValues): ExplorerRequest {
  const headers: Array<[string, string]> = [];
  const cookies: string[] = [];
  const query = new URLSearchParams();
  const add = (where: ParameterLocation, name: string, value: string): void => {
    if (where === 'header') headers.push([name, value]);
    else if (where === 'query') query.append(name, value);
    else if (where === 'cookie') cookies.push(`${name}=${encodeURIComponent(value)}`);
  };
  let path = props.path;
  for (const parameter of props.parameters) {
    const value = (values.parameters[parameterKey(parameter)] ?? '').trim();
    if (!value) continue;
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    // Arrays in a query use the default `form, explode` style: one parameter per item.
    else if (parameter.in === 'query' && parameter.type === 'array') for (const item of value.split(',')) add('query', parameter.name, item.trim());
    else add(parameter.in, parameter.name, value);
  }
  for (const scheme of props.security[values.authOption] ?? []) {
    const secret = values.credentials[scheme.key] ?? '';
    if (!secret) continue;
    if (scheme.kind === 'apiKey') add(scheme.in ?? 'header', scheme.name ?? scheme.key, secret);
    else headers.push(['Authorization', scheme.kind === 'basic' ? `Basic ${base64(secret)}` : `Bearer ${secret}`]);
  }
  const hasBody = !!props.body && values.body.trim() !== '';
  if (hasBody) headers.push(['Content-Type', values.mediaType]);
  if (cookies.length) headers.push(['Cookie', cookies.join('; ')]);
  const search = query.toString();
  return {
    method: props.method,
    url: `${serverUrl(props.servers[values.server], values.variables)}${path}${search ? `${path.includes('?') ? '&' : '?'}${search}` : ''}`,
    headers,
    ...(hasBody ? { body: values.body } : {}),
    notSent: cookies.length ? ['Cookie'] : [],
  };
}

const shellQuote = (value: string): string => `'${value.replace(/'/g, `'\\''`)}'`;

/** The request as a curl command a reader can paste into a terminal. */
export function toCurl(request: ExplorerRequest): string {
  const lines = [`curl -X ${request.method} ${shellQuote(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  if (request.body !== undefined) lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}

/**
 * Why a request never got a response, in words a reader can act on: browsers report
 * offline, mixed content and CORS failures alike as "Failed to fetch".
 */
export function explainFailure(options: { targetUrl: string; pageUrl: string; online: boolean; timedOut: boolean; timeoutMs: number; proxied: boolean }): string {
  if (options.timedOut) return `No response within ${options.timeoutMs / 1000} s: the server may be slow or unreachable. Try again, or check the server URL.`;
  if (!options.online) return 'You are offline: connect to the network and send the request again.';
  const target = new URL(options.targetUrl, options.pageUrl);
  if (new URL(options.pageUrl).protocol === 'https:' && target.protocol === 'http:') {
    return `Blocked as mixed content: this page is served over HTTPS and the browser will not send a request to ${target.origin} over plain HTTP. Use an https:// server.`;
  }
  return `The request to ${target.origin} failed before a response arrived. The most likely cause is CORS: the API does not allow requests from ${new URL(options.pageUrl).origin}${
    options.proxied ? ' (through the configured proxy)' : ' — the site can set `openapi.explorer.proxyUrl` to route requests through a CORS proxy'
  }. Otherwise the server is unreachable or refused the connection; the curl command below works from a terminal.`;
}
