/**
 * The samples of the languages that cannot run here (PHP, Swift, Dart, Kotlin), checked as
 * text for each body kind; curl, JavaScript and Python run in samples-run.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { generateSamples } from '../../src/openapi/code-samples.ts';
import type { SampleBody } from '../../src/openapi/sample-request.ts';

const NASTY = 'it\'s "q" $x ${y} \\ ü\n😀';
const code = (body: SampleBody | undefined, label: string, url = 'https://api.test/v1/things') =>
  generateSamples({ method: body ? 'POST' : 'GET', url, headers: [['X-Api-Key', 'YOUR_API_KEY']], ...(body ? { body } : {}) }).find((s) => s.label === label)!.code;

const json: SampleBody = { kind: 'json', mediaType: 'application/json', value: { note: NASTY, n: [1, true, null], e: {} } };
const form: SampleBody = { kind: 'form', mediaType: 'application/x-www-form-urlencoded', fields: [['note', NASTY], ['tag', 'a'], ['tag', 'b']] };
const uniqueForm: SampleBody = { kind: 'form', mediaType: 'application/x-www-form-urlencoded', fields: [['note', 'a b']] };
const multipart: SampleBody = {
  kind: 'multipart',
  mediaType: 'multipart/form-data',
  parts: [
    { name: 'note', value: NASTY },
    { name: 'tag', value: 'a' },
    { name: 'tag', value: 'b' },
    { name: 'meta', value: '{"a":1}', contentType: 'application/json' },
    { name: 'file', fileName: 'file.png', contentType: 'image/png' },
  ],
};
const text: SampleBody = { kind: 'text', mediaType: 'text/plain', text: NASTY };
const file: SampleBody = { kind: 'file', mediaType: 'application/octet-stream', fileName: 'file.bin' };

describe('string literals hold any value', () => {
  it.each([
    ['PHP', `"it's \\"q\\" \\$x \\\${y} \\\\ ü\\n😀"`],
    ['Swift', `"it's \\"q\\" $x \${y} \\\\ ü\\n😀"`],
    ['Dart', `'it\\'s "q" \\$x \\\${y} \\\\ ü\\n😀'`],
    ['Kotlin', `"it's \\"q\\" \\$x \\\${y} \\\\ ü\\n😀"`],
  ])('%s', (label, literal) => {
    expect(code(text, label)).toContain(literal);
  });

  it('uses plain single quotes in PHP when nothing needs escaping, and escapes control characters everywhere', () => {
    expect(code({ kind: 'text', mediaType: 'text/plain', text: "a'b\\c $d" }, 'PHP')).toContain("CURLOPT_POSTFIELDS => 'a\\'b\\\\c $d',");
    const bell = { kind: 'text', mediaType: 'text/plain', text: '\u0007\u007f' } as const;
    expect(code(bell, 'PHP')).toContain('CURLOPT_POSTFIELDS => "\\x07\\x7F",');
    expect(code(bell, 'Swift')).toContain('Data("\\u{7}\\u{7F}".utf8)');
    expect(code(bell, 'Dart')).toContain("..body = '\\u{7}\\u{7F}';");
    expect(code(bell, 'Kotlin')).toContain('val body = "\\u0007\\u007F".toRequestBody');
  });
});

describe('JSON bodies', () => {
  it('PHP: json_encode of an array literal, with the Content-Type header', () => {
    const php = code(json, 'PHP');
    expect(php).toContain("        'Content-Type: application/json',\n    ],");
    expect(php).toContain(`    CURLOPT_POSTFIELDS => json_encode([\n        'note' => "it's \\"q\\" \\$x \\\${y} \\\\ ü\\n😀",\n        'n' => [\n            1,\n            true,\n            null,\n        ],\n        'e' => new stdClass(),\n    ]),`);
  });

  it('Swift: a raw string with enough # that nothing inside interpolates', () => {
    expect(code(json, 'Swift')).toContain('request.httpBody = Data(#"""\n{\n  "note": "it\'s \\"q\\" $x ${y} \\\\ ü\\n😀",');
    expect(code({ kind: 'json', mediaType: 'application/json', value: '\\#(x)' }, 'Swift')).toContain('Data(##"""\n"\\\\#(x)"\n"""##.utf8)');
  });

  it('Dart: jsonEncode of a literal whose `$` are escaped; Kotlin: a raw string whose `$` are', () => {
    expect(code(json, 'Dart')).toContain('  ..body = jsonEncode({\n    "note": "it\'s \\"q\\" \\$x \\${y} \\\\ ü\\n😀",');
    expect(code(json, 'Dart')).toMatch(/^import 'dart:convert';\nimport 'package:http\/http.dart' as http;/);
    expect(code(json, 'Kotlin')).toContain('val body = """\n{\n  "note": "it\'s \\"q\\" ${"$"}x ${"$"}{y} \\\\ ü\\n😀",');
    expect(code(json, 'Kotlin')).toContain('""".trimIndent().toRequestBody("application/json".toMediaType())');
  });
});

describe('form bodies', () => {
  it('PHP: http_build_query for distinct names, the encoded body for repeated ones', () => {
    expect(code(uniqueForm, 'PHP')).toContain("    CURLOPT_POSTFIELDS => http_build_query([\n        'note' => 'a b',\n    ]),");
    expect(code(form, 'PHP')).toContain("    CURLOPT_POSTFIELDS => 'note=it%27s%20%22q%22%20%24x%20%24%7By%7D%20%5C%20%C3%BC%0A%F0%9F%98%80&tag=a&tag=b',");
  });

  it('Swift: the encoded body with its Content-Type', () => {
    const swift = code(form, 'Swift');
    expect(swift).toContain('request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")\nrequest.httpBody = Data("note=it%27s%20%22q%22%20%24x%20%24%7By%7D%20%5C%20%C3%BC%0A%F0%9F%98%80&tag=a&tag=b".utf8)');
  });

  it('Dart: bodyFields for distinct names, else the encoded body; Kotlin: FormBody', () => {
    expect(code(uniqueForm, 'Dart')).toContain("  ..bodyFields = {\n    'note': 'a b',\n  };");
    expect(code(form, 'Dart')).toContain("    'Content-Type': 'application/x-www-form-urlencoded',\n  })\n  ..body = 'note=it%27s");
    expect(code(form, 'Kotlin')).toContain('val body = FormBody.Builder()\n    .add("note", "it\'s \\"q\\" \\$x \\${y} \\\\ ü\\n😀")\n    .add("tag", "a")\n    .add("tag", "b")\n    .build()');
    expect(code(form, 'Kotlin')).toContain('import okhttp3.FormBody\n');
  });
});

describe('multipart bodies', () => {
  it('PHP: CURLFile for files, repeated names as name[i], no Content-Type (curl writes the boundary)', () => {
    const php = code(multipart, 'PHP');
    expect(php).toContain(
      `    CURLOPT_POSTFIELDS => [\n        'note' => "it's \\"q\\" \\$x \\\${y} \\\\ ü\\n😀",\n        'tag[0]' => 'a',\n        'tag[1]' => 'b',\n        'meta' => '{"a":1}',\n        'file' => new CURLFile('file.png', 'image/png', 'file.png'),\n    ],`,
    );
    expect(php).not.toContain('Content-Type');
  });

  it('Swift: the body written part by part under a generated boundary', () => {
    const swift = code(multipart, 'Swift');
    expect(swift).toContain('let boundary = "Boundary-\\(UUID().uuidString)"\nrequest.setValue("multipart/form-data; boundary=\\(boundary)", forHTTPHeaderField: "Content-Type")');
    expect(swift).toContain('body.append(Data("--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"note\\"\\r\\n\\r\\nit\'s \\"q\\" $x ${y} \\\\ ü\\n😀\\r\\n".utf8))');
    expect(swift).toContain('body.append(Data("--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"meta\\"\\r\\nContent-Type: application/json\\r\\n\\r\\n{\\"a\\":1}\\r\\n".utf8))');
    expect(swift).toContain('body.append(Data("--\\(boundary)\\r\\nContent-Disposition: form-data; name=\\"file\\"; filename=\\"file.png\\"\\r\\nContent-Type: image/png\\r\\n\\r\\n".utf8))\nbody.append(try Data(contentsOf: URL(fileURLWithPath: "file.png")))');
    expect(swift).toContain('body.append(Data("--\\(boundary)--\\r\\n".utf8))\nrequest.httpBody = body');
  });

  it('Dart: MultipartRequest with fields, fromString for repeated and typed parts, fromPath for files', () => {
    const dart = code(multipart, 'Dart');
    expect(dart).toContain("import 'package:http/http.dart' as http;\nimport 'package:http_parser/http_parser.dart';");
    expect(dart).toContain("final request = http.MultipartRequest('POST', Uri.parse('https://api.test/v1/things'))");
    expect(dart).toContain(
      "  ..fields['note'] = 'it\\'s \"q\" \\$x \\${y} \\\\ ü\\n😀'\n  ..files.add(http.MultipartFile.fromString('tag', 'a'))\n  ..files.add(http.MultipartFile.fromString('tag', 'b'))\n  ..files.add(http.MultipartFile.fromString('meta', '{\"a\":1}', contentType: MediaType.parse('application/json')))\n  ..files.add(await http.MultipartFile.fromPath('file', 'file.png', contentType: MediaType.parse('image/png')));",
    );
  });

  it('Kotlin: MultipartBody with form-data parts and a file', () => {
    const kotlin = code(multipart, 'Kotlin');
    expect(kotlin).toContain(
      'val body = MultipartBody.Builder()\n    .setType(MultipartBody.FORM)\n    .addFormDataPart("note", "it\'s \\"q\\" \\$x \\${y} \\\\ ü\\n😀")\n    .addFormDataPart("tag", "a")\n    .addFormDataPart("tag", "b")\n    .addFormDataPart("meta", null, "{\\"a\\":1}".toRequestBody("application/json".toMediaType()))\n    .addFormDataPart("file", "file.png", File("file.png").asRequestBody("image/png".toMediaType()))\n    .build()',
    );
    expect(kotlin).toMatch(/^import java\.io\.File\nimport okhttp3\.MediaType\.Companion\.toMediaType\nimport okhttp3\.MultipartBody\n/);
  });
});

describe('text and file bodies', () => {
  it('PHP', () => {
    expect(code(text, 'PHP')).toContain("'Content-Type: text/plain',");
    expect(code(file, 'PHP')).toContain("    CURLOPT_POSTFIELDS => file_get_contents('file.bin'),");
  });

  it('Swift', () => {
    expect(code(text, 'Swift')).toContain('request.setValue("text/plain", forHTTPHeaderField: "Content-Type")\nrequest.httpBody = Data("it\'s');
    expect(code(file, 'Swift')).toContain('request.setValue("application/octet-stream", forHTTPHeaderField: "Content-Type")\nrequest.httpBody = try Data(contentsOf: URL(fileURLWithPath: "file.bin"))');
  });

  it('Dart', () => {
    expect(code(text, 'Dart')).toContain("    'Content-Type': 'text/plain',\n  })\n  ..body = 'it\\'s");
    expect(code(file, 'Dart')).toMatch(/^import 'dart:io';\n[\s\S]*  \.\.bodyBytes = await File\('file\.bin'\)\.readAsBytes\(\);/);
  });

  it('Kotlin', () => {
    expect(code(text, 'Kotlin')).toContain('val body = "it\'s \\"q\\" \\$x \\${y} \\\\ ü\\n😀".toRequestBody("text/plain".toMediaType())');
    expect(code(file, 'Kotlin')).toContain('val body = File("file.bin").asRequestBody("application/octet-stream".toMediaType())');
    expect(code(undefined, 'Kotlin')).toContain('.method("GET", null)');
  });
});
