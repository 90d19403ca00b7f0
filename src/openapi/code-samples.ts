import type { ApiCodeSample } from './api-model.ts';
import type { Json } from './schema.ts';

/** What a generated request sends: everything already resolved to example values. */
export interface SampleRequest {
  method: string;
  /** Full URL with path parameters filled in and the query string appended. */
  url: string;
  headers: Array<[string, string]>;
  /** JSON body, when the operation takes one. */
  body?: Json;
}

const indent = (text: string, spaces: number): string => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
const json = (value: Json): string => JSON.stringify(value, null, 2);
const quoteShell = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
const quote = (text: string): string => JSON.stringify(text);
const quotePhp = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function curl(request: SampleRequest): string {
  const lines = [`curl -X ${request.method} ${quoteShell(request.url)}`];
  for (const [name, value] of request.headers) lines.push(`  -H ${quoteShell(`${name}: ${value}`)}`);
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`);
    lines.push(`  -d ${quoteShell(json(request.body))}`);
  }
  return lines.join(' \\\n');
}

function javascript(request: SampleRequest): string {
  const headers = [...request.headers, ...(request.body !== undefined ? [['Content-Type', 'application/json'] as [string, string]] : [])];
  const options = [
    `method: ${quote(request.method)}`,
    `headers: {\n${headers.map(([n, v]) => `    ${quote(n)}: ${quote(v)},`).join('\n')}\n  }`,
    ...(request.body !== undefined ? [`body: JSON.stringify(${indent(json(request.body), 2)})`] : []),
  ];
  return `const response = await fetch(${quote(request.url)}, {\n  ${options.join(',\n  ')},\n});\nif (!response.ok) throw new Error(\`Request failed with status \${response.status}\`);\n${request.method === 'DELETE' ? '' : 'const data = await response.json();\nconsole.log(data);'}`.trimEnd();
}

function python(request: SampleRequest): string {
  const headers = request.headers.map(([n, v]) => `    ${quote(n)}: ${quote(v)},`).join('\n');
  const body = request.body !== undefined ? `,\n    json=${indent(json(request.body).replace(/\btrue\b/g, 'True').replace(/\bfalse\b/g, 'False').replace(/\bnull\b/g, 'None'), 4)}` : '';
  return `import requests\n\nresponse = requests.request(\n    ${quote(request.method)},\n    ${quote(request.url)},\n    headers={\n${headers.replace(/^/gm, '    ')}\n    }${body},\n    timeout=10,\n)\nresponse.raise_for_status()\n${request.method === 'DELETE' ? '' : 'print(response.json())'}`.trimEnd();
}

function php(request: SampleRequest): string {
  const headers = [...request.headers.map(([n, v]) => `${n}: ${v}`), ...(request.body !== undefined ? ['Content-Type: application/json'] : [])];
  const lines = [
    '<?php',
    `$ch = curl_init(${quotePhp(request.url)});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => ${quotePhp(request.method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
    `    CURLOPT_HTTPHEADER => [\n${headers.map((h) => `        ${quotePhp(h)},`).join('\n')}\n    ],`,
    ...(request.body !== undefined ? [`    CURLOPT_POSTFIELDS => json_encode(${indent(phpValue(request.body), 4)}),`] : []),
    ']);',
    '$body = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    'if ($status >= 400) {',
    '    throw new RuntimeException("Request failed with status $status: $body");',
    '}',
    ...(request.method === 'DELETE' ? [] : ['$data = json_decode($body, true);']),
  ];
  return lines.join('\n');
}

function phpValue(value: Json): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return value.length ? `[\n${value.map((v) => `    ${indent(phpValue(v), 4)},`).join('\n')}\n]` : '[]';
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length ? `[\n${entries.map(([k, v]) => `    ${quotePhp(k)} => ${indent(phpValue(v), 4)},`).join('\n')}\n]` : 'new stdClass()';
  }
  return typeof value === 'string' ? quotePhp(value) : String(value);
}

function swift(request: SampleRequest): string {
  const lines = [
    'import Foundation',
    '',
    `var request = URLRequest(url: URL(string: ${quote(request.url)})!)`,
    `request.httpMethod = ${quote(request.method)}`,
    ...request.headers.map(([n, v]) => `request.setValue(${quote(v)}, forHTTPHeaderField: ${quote(n)})`),
  ];
  if (request.body !== undefined) {
    lines.push('request.setValue("application/json", forHTTPHeaderField: "Content-Type")');
    lines.push(`request.httpBody = """\n${json(request.body)}\n""".data(using: .utf8)`);
  }
  lines.push(
    '',
    'let (data, response) = try await URLSession.shared.data(for: request)',
    'guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {',
    '    throw URLError(.badServerResponse)',
    '}',
    'print(String(decoding: data, as: UTF8.self))',
  );
  return lines.join('\n');
}

function dart(request: SampleRequest): string {
  const headers = [...request.headers, ...(request.body !== undefined ? [['Content-Type', 'application/json'] as [string, string]] : [])];
  const lines = [
    "import 'dart:convert';",
    "import 'package:http/http.dart' as http;",
    '',
    `final request = http.Request(${quote(request.method)}, Uri.parse(${quote(request.url)}))`,
    `  ..headers.addAll({\n${headers.map(([n, v]) => `    ${quoteDart(n)}: ${quoteDart(v)},`).join('\n')}\n  })`,
  ];
  if (request.body !== undefined) lines.push(`  ..body = jsonEncode(${indent(json(request.body), 2)})`);
  lines[lines.length - 1] += ';';
  lines.push(
    'final response = await http.Response.fromStream(await request.send());',
    'if (response.statusCode >= 400) {',
    "  throw Exception('Request failed with status ${response.statusCode}: ${response.body}');",
    '}',
    'print(response.body);',
  );
  return lines.join('\n');
}

const quoteDart = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\$/g, '\\$')}'`;

function kotlin(request: SampleRequest): string {
  const lines = ['import okhttp3.MediaType.Companion.toMediaType', 'import okhttp3.OkHttpClient', 'import okhttp3.Request', 'import okhttp3.RequestBody.Companion.toRequestBody', ''];
  if (request.body !== undefined) {
    lines.push(`val body = """\n${json(request.body).replace(/\$/g, '${"$"}')}\n""".trimIndent().toRequestBody("application/json".toMediaType())`, '');
  }
  const bodyArg = request.body !== undefined ? 'body' : ['POST', 'PUT', 'PATCH'].includes(request.method) ? '"".toRequestBody(null)' : 'null';
  lines.push(
    'val request = Request.Builder()',
    `    .url(${quote(request.url)})`,
    `    .method(${quote(request.method)}, ${bodyArg})`,
    ...request.headers.map(([n, v]) => `    .header(${quote(n)}, ${quote(v)})`),
    '    .build()',
    '',
    'OkHttpClient().newCall(request).execute().use { response ->',
    '    check(response.isSuccessful) { "Request failed with status ${response.code}" }',
    '    println(response.body?.string())',
    '}',
  );
  return lines.join('\n');
}

/** The generated request samples, in the order their tabs appear after any from the document. */
export function generateSamples(request: SampleRequest): ApiCodeSample[] {
  return [
    { label: 'curl', lang: 'bash', code: curl(request), generated: true },
    { label: 'JavaScript', lang: 'js', code: javascript(request), generated: true },
    { label: 'Python', lang: 'python', code: python(request), generated: true },
    { label: 'PHP', lang: 'php', code: php(request), generated: true },
    { label: 'Swift', lang: 'swift', code: swift(request), generated: true },
    { label: 'Dart', lang: 'dart', code: dart(request), generated: true },
    { label: 'Kotlin', lang: 'kotlin', code: kotlin(request), generated: true },
  ];
}
