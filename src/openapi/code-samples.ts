import type { ApiCodeSample } from './api-model.ts';
import { percentEncode } from './parameter-style.ts';
import type { SampleBody, SamplePart, SampleRequest } from './sample-request.ts';
import type { Json } from './schema.ts';

const indent = (text: string, spaces: number): string => text.replace(/\n/g, `\n${' '.repeat(spaces)}`);
const json = (value: Json): string => JSON.stringify(value, null, 2);
const hex = (char: string, width = 1): string => char.codePointAt(0)!.toString(16).toUpperCase().padStart(width, '0');

// String literals that hold any text as it is: quotes, backslashes, `$`, newlines, unicode.
const quoteShell = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;
/** A JSON string is a valid JavaScript and Python string literal with the same value. */
const quote = (text: string): string => JSON.stringify(text);
const PHP_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const quotePhp = (text: string): string =>
  /[\x00-\x1f\x7f]/.test(text) ? `"${text.replace(/[\\"$\x00-\x1f\x7f]/g, (c) => PHP_ESCAPES[c] ?? `\\x${hex(c, 2)}`)}"` : `'${text.replace(/[\\']/g, '\\$&')}'`;
const SWIFT_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\0': '\\0' };
const escapeSwift = (text: string): string => text.replace(/[\\"\x00-\x1f\x7f]/g, (c) => SWIFT_ESCAPES[c] ?? `\\u{${hex(c)}}`);
const quoteSwift = (text: string): string => `"${escapeSwift(text)}"`;
const DART_ESCAPES: Record<string, string> = { '\\': '\\\\', "'": "\\'", $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
const quoteDart = (text: string): string => `'${text.replace(/[\\'$\x00-\x1f\x7f]/g, (c) => DART_ESCAPES[c] ?? `\\u{${hex(c)}}`)}'`;
const KOTLIN_ESCAPES: Record<string, string> = { '\\': '\\\\', '"': '\\"', $: '\\$', '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b' };
const quoteKotlin = (text: string): string => `"${text.replace(/[\\"$\x00-\x1f\x7f]/g, (c) => KOTLIN_ESCAPES[c] ?? `\\u${hex(c, 4)}`)}"`;

/** A form body as its encoded text, for clients that take the body as a string. */
const encodeForm = (fields: Array<[string, string]>): string => fields.map(([name, value]) => `${percentEncode(name)}=${percentEncode(value)}`).join('&');
const uniqueNames = (pairs: ReadonlyArray<readonly [string, unknown]>): boolean => new Set(pairs.map(([name]) => name)).size === pairs.length;
const isFile = (part: SamplePart): part is Extract<SamplePart, { fileName: string }> => 'fileName' in part;
const isJsonPart = (part: SamplePart): boolean => !isFile(part) && /json$/.test(part.contentType?.split(';')[0]?.trim() ?? '');
/** The `Content-Type` the code sets itself: none for multipart (the client adds the boundary). */
const contentType = (body: SampleBody | undefined): string | undefined => (body && body.kind !== 'multipart' ? (body.kind === 'form' ? 'application/x-www-form-urlencoded' : body.mediaType) : undefined);
/** Name and value pairs grouped by name, in first-seen order: `a=1&a=2` → `a: [1, 2]`. */
function grouped(fields: Array<[string, string]>): Array<[string, string | string[]]> {
  const groups = new Map<string, string[]>();
  for (const [name, value] of fields) groups.set(name, [...(groups.get(name) ?? []), value]);
  return [...groups].map(([name, values]) => [name, values.length === 1 ? values[0]! : values]);
}

function curl({ method, url, headers, body }: SampleRequest): string {
  // Brackets and braces would be curl URL globs; the URL never needs them unencoded.
  const lines = [`curl${/[[\]{}]/.test(url) ? ' --globoff' : ''} -X ${method} ${quoteShell(url)}`];
  for (const [name, value] of headers) lines.push(`  -H ${quoteShell(`${name}: ${value}`)}`);
  if (body && body.kind !== 'form' && body.kind !== 'multipart') lines.push(`  -H ${quoteShell(`Content-Type: ${body.mediaType}`)}`);
  if (body?.kind === 'json') lines.push(`  -d ${quoteShell(json(body.value))}`);
  else if (body?.kind === 'text') lines.push(`  --data-raw ${quoteShell(body.text)}`);
  else if (body?.kind === 'file') lines.push(`  --data-binary @${body.fileName}`);
  // --data-urlencode encodes the value only; the name is given encoded.
  else if (body?.kind === 'form') for (const [name, value] of body.fields) lines.push(`  --data-urlencode ${quoteShell(`${percentEncode(name)}=${value}`)}`);
  else if (body?.kind === 'multipart') {
    for (const part of body.parts) {
      if (isFile(part)) lines.push(`  -F ${quoteShell(`${part.name}=@${part.fileName};type=${part.contentType}`)}`);
      // -F reads `@`/`<` as files and `;` as the start of options unless the value is double-quoted.
      else if (!part.contentType && !/^[@<"]|;/.test(part.value)) lines.push(`  -F ${quoteShell(`${part.name}=${part.value}`)}`);
      else lines.push(`  -F ${quoteShell(`${part.name}="${part.value.replace(/[\\"]/g, '\\$&')}"${part.contentType ? `;type=${part.contentType}` : ''}`)}`);
    }
  }
  return lines.join(' \\\n');
}

function javascript({ method, url, headers, body }: SampleRequest): string {
  const prelude: string[] = [];
  const sent = [...headers];
  const type = contentType(body);
  if (type && body?.kind !== 'form') sent.push(['Content-Type', type]);
  let payload: string | undefined;
  if (body?.kind === 'json') payload = `JSON.stringify(${indent(json(body.value), 2)})`;
  else if (body?.kind === 'text') payload = quote(body.text);
  else if (body?.kind === 'file') payload = `await readFile(${quote(body.fileName)})`;
  else if (body?.kind === 'form') {
    const entries = uniqueNames(body.fields) ? `{\n${body.fields.map(([n, v]) => `    ${quote(n)}: ${quote(v)},`).join('\n')}\n  }` : `[\n${body.fields.map(([n, v]) => `    [${quote(n)}, ${quote(v)}],`).join('\n')}\n  ]`;
    payload = `new URLSearchParams(${entries})`;
  } else if (body?.kind === 'multipart') {
    prelude.push('const form = new FormData();');
    for (const part of body.parts) {
      if (isFile(part)) prelude.push(`form.append(${quote(part.name)}, new Blob([await readFile(${quote(part.fileName)})], { type: ${quote(part.contentType)} }), ${quote(part.fileName)});`);
      else prelude.push(`form.append(${quote(part.name)}, ${isJsonPart(part) ? `JSON.stringify(${json(JSON.parse(part.value) as Json)})` : quote(part.value)});`);
    }
    payload = 'form';
  }
  const readsFiles = body?.kind === 'file' || (body?.kind === 'multipart' && body.parts.some(isFile));
  const options = [
    `method: ${quote(method)}`,
    ...(sent.length ? [`headers: {\n${sent.map(([n, v]) => `    ${quote(n)}: ${quote(v)},`).join('\n')}\n  }`] : []),
    ...(payload ? [`body: ${payload}`] : []),
  ];
  const blocks = [
    ...(readsFiles ? ["import { readFile } from 'node:fs/promises';"] : []),
    ...(prelude.length ? [prelude.join('\n')] : []),
    `const response = await fetch(${quote(url)}, {\n  ${options.join(',\n  ')},\n});\nif (!response.ok) throw new Error(\`Request failed with status \${response.status}\`);${method === 'DELETE' ? '' : '\nconst data = await response.json();\nconsole.log(data);'}`,
  ];
  return blocks.join('\n\n');
}

function pythonValue(value: Json): string {
  if (value === null) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value !== 'object') return typeof value === 'string' ? quote(value) : String(value);
  if (Array.isArray(value)) return value.length ? `[\n${value.map((item) => `    ${indent(pythonValue(item), 4)},`).join('\n')}\n]` : '[]';
  const entries = Object.entries(value);
  return entries.length ? `{\n${entries.map(([key, item]) => `    ${quote(key)}: ${indent(pythonValue(item), 4)},`).join('\n')}\n}` : '{}';
}

/** A Python dict (or, for repeated keys, a list of pairs) of already written values. */
const pythonMapping = (pairs: Array<[string, string]>): string =>
  uniqueNames(pairs) ? `{\n${pairs.map(([n, v]) => `    ${quote(n)}: ${v},`).join('\n')}\n}` : `[\n${pairs.map(([n, v]) => `    (${quote(n)}, ${v}),`).join('\n')}\n]`;

/** Form fields as a dict; a repeated name holds a list, which requests sends as repeated fields. */
const pythonFields = (fields: Array<[string, string]>): string =>
  `{\n${grouped(fields).map(([n, v]) => `    ${quote(n)}: ${typeof v === 'string' ? quote(v) : `[${v.map(quote).join(', ')}]`},`).join('\n')}\n}`;

function python({ method, url, headers, body }: SampleRequest): string {
  const sent = [...headers];
  const args: string[] = [];
  // requests sets the type itself for json=, data= with a dict, and files=.
  if (body && (body.kind === 'text' || body.kind === 'file' || (body.kind === 'json' && body.mediaType !== 'application/json'))) sent.push(['Content-Type', body.mediaType]);
  if (body?.kind === 'json') args.push(`json=${pythonValue(body.value)}`);
  else if (body?.kind === 'text') args.push(`data=${quote(body.text)}.encode("utf-8")`);
  else if (body?.kind === 'file') args.push(`data=open(${quote(body.fileName)}, "rb")`);
  else if (body?.kind === 'form') args.push(`data=${pythonFields(body.fields)}`);
  else if (body?.kind === 'multipart') {
    // A request with files= is multipart; plain fields go in data= beside any file.
    const isPlain = (part: SamplePart): part is { name: string; value: string } => !isFile(part) && !part.contentType;
    const plain = body.parts.some((part) => !isPlain(part)) ? body.parts.filter(isPlain) : [];
    const files = body.parts.filter((part) => !plain.includes(part as { name: string; value: string }));
    if (plain.length) args.push(`data=${pythonFields(plain.map((part) => [part.name, part.value]))}`);
    const tuple = (part: SamplePart): string =>
      isFile(part) ? `(${quote(part.fileName)}, open(${quote(part.fileName)}, "rb"), ${quote(part.contentType)})` : `(None, ${quote(part.value)}${part.contentType ? `, ${quote(part.contentType)}` : ''})`;
    args.push(`files=${pythonMapping(files.map((part) => [part.name, tuple(part)]))}`);
  }
  const lines = [
    quote(method),
    quote(url),
    ...(sent.length ? [`headers={\n${sent.map(([n, v]) => `    ${quote(n)}: ${quote(v)},`).join('\n')}\n}`] : []),
    ...args,
    'timeout=10',
  ];
  return `import requests\n\nresponse = requests.request(\n    ${lines.map((line) => indent(line, 4)).join(',\n    ')},\n)\nresponse.raise_for_status()${method === 'DELETE' ? '' : '\nprint(response.json())'}`;
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

function php({ method, url, headers, body }: SampleRequest): string {
  const type = body && body.kind !== 'form' ? contentType(body) : undefined;
  const sent = [...headers.map(([n, v]) => `${n}: ${v}`), ...(type ? [`Content-Type: ${type}`] : [])];
  let fields: string | undefined;
  if (body?.kind === 'json') fields = `json_encode(${indent(phpValue(body.value), 4)})`;
  else if (body?.kind === 'text') fields = quotePhp(body.text);
  else if (body?.kind === 'file') fields = `file_get_contents(${quotePhp(body.fileName)})`;
  // http_build_query writes repeated names as name[0]=…; those bodies are given encoded.
  else if (body?.kind === 'form') fields = uniqueNames(body.fields) ? `http_build_query([\n${body.fields.map(([n, v]) => `        ${quotePhp(n)} => ${quotePhp(v)},`).join('\n')}\n    ])` : quotePhp(encodeForm(body.fields));
  else if (body?.kind === 'multipart') {
    // An array of fields cannot repeat a key: repeated names become name[0], name[1] (as PHP reads them).
    const counts = new Map<string, number>();
    for (const part of body.parts) counts.set(part.name, (counts.get(part.name) ?? 0) + 1);
    const seen = new Map<string, number>();
    const entries = body.parts.map((part) => {
      const index = seen.get(part.name) ?? 0;
      seen.set(part.name, index + 1);
      const key = counts.get(part.name)! > 1 ? `${part.name}[${index}]` : part.name;
      return `        ${quotePhp(key)} => ${isFile(part) ? `new CURLFile(${quotePhp(part.fileName)}, ${quotePhp(part.contentType)}, ${quotePhp(part.fileName)})` : quotePhp(part.value)},`;
    });
    fields = `[\n${entries.join('\n')}\n    ]`;
  }
  const lines = [
    '<?php',
    `$ch = curl_init(${quotePhp(url)});`,
    'curl_setopt_array($ch, [',
    `    CURLOPT_CUSTOMREQUEST => ${quotePhp(method)},`,
    '    CURLOPT_RETURNTRANSFER => true,',
    ...(sent.length ? [`    CURLOPT_HTTPHEADER => [\n${sent.map((h) => `        ${quotePhp(h)},`).join('\n')}\n    ],`] : []),
    ...(fields ? [`    CURLOPT_POSTFIELDS => ${fields},`] : []),
    ']);',
    '$body = curl_exec($ch);',
    '$status = curl_getinfo($ch, CURLINFO_RESPONSE_CODE);',
    'curl_close($ch);',
    'if ($status >= 400) {',
    '    throw new RuntimeException("Request failed with status $status: $body");',
    '}',
    ...(method === 'DELETE' ? [] : ['$data = json_decode($body, true);']),
  ];
  return lines.join('\n');
}

/** A Swift raw multi-line string (`#"""…"""#`): backslashes stay as they are, with enough `#` that nothing inside ends or interpolates. */
function rawSwift(text: string): string {
  let hashes = '#';
  while (text.includes(`"""${hashes}`) || text.includes(`\\${hashes}`)) hashes += '#';
  return `${hashes}"""\n${text}\n"""${hashes}`;
}

function swift({ method, url, headers, body }: SampleRequest): string {
  const lines = [
    'import Foundation',
    '',
    `var request = URLRequest(url: URL(string: ${quoteSwift(url)})!)`,
    `request.httpMethod = ${quoteSwift(method)}`,
    ...headers.map(([n, v]) => `request.setValue(${quoteSwift(v)}, forHTTPHeaderField: ${quoteSwift(n)})`),
  ];
  const type = contentType(body);
  if (type) lines.push(`request.setValue(${quoteSwift(type)}, forHTTPHeaderField: "Content-Type")`);
  if (body?.kind === 'json') lines.push(`request.httpBody = Data(${rawSwift(json(body.value))}.utf8)`);
  else if (body?.kind === 'text') lines.push(`request.httpBody = Data(${quoteSwift(body.text)}.utf8)`);
  else if (body?.kind === 'form') lines.push(`request.httpBody = Data(${quoteSwift(encodeForm(body.fields))}.utf8)`);
  else if (body?.kind === 'file') lines.push(`request.httpBody = try Data(contentsOf: URL(fileURLWithPath: ${quoteSwift(body.fileName)}))`);
  else if (body?.kind === 'multipart') {
    // URLSession has no multipart encoder: the body is written part by part.
    const disposition = (part: SamplePart): string => `Content-Disposition: form-data; name=\\"${escapeSwift(part.name.replace(/"/g, '%22'))}\\"`;
    lines.push('', 'let boundary = "Boundary-\\(UUID().uuidString)"', 'request.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")', 'var body = Data()');
    for (const part of body.parts) {
      if (isFile(part)) {
        lines.push(`body.append(Data("--\\(boundary)\\r\\n${disposition(part)}; filename=\\"${escapeSwift(part.fileName)}\\"\\r\\nContent-Type: ${escapeSwift(part.contentType)}\\r\\n\\r\\n".utf8))`);
        lines.push(`body.append(try Data(contentsOf: URL(fileURLWithPath: ${quoteSwift(part.fileName)})))`, 'body.append(Data("\\r\\n".utf8))');
      } else {
        const typeLine = part.contentType ? `\\r\\nContent-Type: ${escapeSwift(part.contentType)}` : '';
        lines.push(`body.append(Data("--\\(boundary)\\r\\n${disposition(part)}${typeLine}\\r\\n\\r\\n${escapeSwift(part.value)}\\r\\n".utf8))`);
      }
    }
    lines.push('body.append(Data("--\\(boundary)--\\r\\n".utf8))', 'request.httpBody = body');
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

function dart({ method, url, headers, body }: SampleRequest): string {
  const imports = new Set<string>();
  const sent = [...headers];
  const cascade: string[] = [];
  const formFields = body?.kind === 'form' && uniqueNames(body.fields);
  if (body && body.kind !== 'multipart' && !formFields) sent.push(['Content-Type', contentType(body)!]);
  if (body?.kind === 'json') {
    imports.add("import 'dart:convert';");
    // JSON is a Dart literal once `$` no longer interpolates (it only occurs inside strings).
    cascade.push(`..body = jsonEncode(${indent(json(body.value).replace(/\$/g, '\\$'), 2)})`);
  } else if (body?.kind === 'text') cascade.push(`..body = ${quoteDart(body.text)}`);
  else if (body?.kind === 'file') {
    imports.add("import 'dart:io';");
    cascade.push(`..bodyBytes = await File(${quoteDart(body.fileName)}).readAsBytes()`);
  } else if (body?.kind === 'form') {
    // bodyFields is a map: repeated names are sent as the encoded body instead.
    cascade.push(formFields ? `..bodyFields = {\n${body.fields.map(([n, v]) => `    ${quoteDart(n)}: ${quoteDart(v)},`).join('\n')}\n  }` : `..body = ${quoteDart(encodeForm(body.fields))}`);
  } else if (body?.kind === 'multipart') {
    const counts = new Map<string, number>();
    for (const part of body.parts) counts.set(part.name, (counts.get(part.name) ?? 0) + 1);
    for (const part of body.parts) {
      const type = isFile(part) || part.contentType ? `, contentType: MediaType.parse(${quoteDart(part.contentType!)})` : '';
      if (type) imports.add("import 'package:http_parser/http_parser.dart';");
      if (isFile(part)) cascade.push(`..files.add(await http.MultipartFile.fromPath(${quoteDart(part.name)}, ${quoteDart(part.fileName)}${type}))`);
      else if (type || counts.get(part.name)! > 1) cascade.push(`..files.add(http.MultipartFile.fromString(${quoteDart(part.name)}, ${quoteDart(part.value)}${type}))`);
      else cascade.push(`..fields[${quoteDart(part.name)}] = ${quoteDart(part.value)}`);
    }
  }
  const constructor = body?.kind === 'multipart' ? 'http.MultipartRequest' : 'http.Request';
  const lines = [
    ...[...imports].filter((line) => line.includes('dart:')),
    "import 'package:http/http.dart' as http;",
    ...[...imports].filter((line) => line.includes('package:http_parser')),
    '',
    `final request = ${constructor}(${quoteDart(method)}, Uri.parse(${quoteDart(url)}))`,
    ...(sent.length ? [`  ..headers.addAll({\n${sent.map(([n, v]) => `    ${quoteDart(n)}: ${quoteDart(v)},`).join('\n')}\n  })`] : []),
    ...cascade.map((line) => `  ${line}`),
  ];
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

function kotlin({ method, url, headers, body }: SampleRequest): string {
  const imports = new Set(['import okhttp3.MediaType.Companion.toMediaType', 'import okhttp3.OkHttpClient', 'import okhttp3.Request', 'import okhttp3.RequestBody.Companion.toRequestBody']);
  const media = (type: string): string => `${quoteKotlin(type)}.toMediaType()`;
  const file = (name: string, type: string): string => {
    imports.add('import java.io.File');
    imports.add('import okhttp3.RequestBody.Companion.asRequestBody');
    return `File(${quoteKotlin(name)}).asRequestBody(${media(type)})`;
  };
  let payload: string | undefined;
  // Raw strings keep backslashes; only `$` needs escaping, and JSON never holds `"""`.
  if (body?.kind === 'json') payload = `"""\n${json(body.value).replace(/\$/g, '${"$"}')}\n""".trimIndent().toRequestBody(${media(body.mediaType)})`;
  else if (body?.kind === 'text') payload = `${quoteKotlin(body.text)}.toRequestBody(${media(body.mediaType)})`;
  else if (body?.kind === 'file') payload = file(body.fileName, body.mediaType);
  else if (body?.kind === 'form') {
    imports.add('import okhttp3.FormBody');
    payload = `FormBody.Builder()\n${body.fields.map(([n, v]) => `    .add(${quoteKotlin(n)}, ${quoteKotlin(v)})`).join('\n')}\n    .build()`;
  } else if (body?.kind === 'multipart') {
    imports.add('import okhttp3.MultipartBody');
    const parts = body.parts.map((part) =>
      isFile(part)
        ? `    .addFormDataPart(${quoteKotlin(part.name)}, ${quoteKotlin(part.fileName)}, ${file(part.fileName, part.contentType)})`
        : part.contentType
          ? `    .addFormDataPart(${quoteKotlin(part.name)}, null, ${quoteKotlin(part.value)}.toRequestBody(${media(part.contentType)}))`
          : `    .addFormDataPart(${quoteKotlin(part.name)}, ${quoteKotlin(part.value)})`,
    );
    payload = `MultipartBody.Builder()\n    .setType(MultipartBody.FORM)\n${parts.join('\n')}\n    .build()`;
  }
  const bodyArg = payload ? 'body' : ['POST', 'PUT', 'PATCH'].includes(method) ? '"".toRequestBody(null)' : 'null';
  const lines = [
    ...[...imports].sort((a, b) => a.slice(7).localeCompare(b.slice(7))),
    '',
    ...(payload ? [`val body = ${payload}`, ''] : []),
    'val request = Request.Builder()',
    `    .url(${quoteKotlin(url)})`,
    `    .method(${quoteKotlin(method)}, ${bodyArg})`,
    ...headers.map(([n, v]) => `    .header(${quoteKotlin(n)}, ${quoteKotlin(v)})`),
    '    .build()',
    '',
    'OkHttpClient().newCall(request).execute().use { response ->',
    '    check(response.isSuccessful) { "Request failed with status ${response.code}" }',
    '    println(response.body?.string())',
    '}',
  ];
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
