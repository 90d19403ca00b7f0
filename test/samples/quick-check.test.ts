import { describe, expect, it } from 'vitest';
import type { Json, JsonObject } from '../../src/openapi/schema.ts';
import { quickChecker } from '../../src/samples/quick-check.ts';
import { schemaAjv } from '../../src/samples/schema-validator.ts';

/** Schemas as a closed document holds them (see schema-validator.ts), with values each. */
const CASES: Record<string, { schema: Json; valid: unknown[]; invalid: unknown[] }> = {
  types: { schema: { type: ['integer', 'null'] }, valid: [1, 1.0, null, -0], invalid: [1.5, '1', true, [], {}] },
  number: { schema: { type: 'number', minimum: 1, exclusiveMaximum: 3 }, valid: [1, 2.9], invalid: [0.5, 3, 4, 'text'] },
  bounds: { schema: { minimum: 1, maxLength: 1 }, valid: [1, 'a', 'bcd'.slice(2), null], invalid: [0, 'ab'] },
  strings: { schema: { type: 'string', minLength: 2, maxLength: 3, pattern: '^[a-z😀]+$' }, valid: ['ab', '😀😀😀', 'abc'], invalid: ['a', 'abcd', 'AB', '😀', 3] },
  enums: { schema: { enum: ['a', 1, null, { b: [1] }] }, valid: ['a', 1, null, { b: [1] }], invalid: ['b', { b: [2] }, [1], true] },
  constant: { schema: { const: { a: 1 } }, valid: [{ a: 1 }], invalid: [{ a: 2 }, { a: 1, b: 1 }] },
  formats: {
    schema: { type: 'object', properties: { at: { format: 'date-time' }, uri: { type: 'string', format: 'uri' }, mail: { format: 'email' }, small: { format: 'int32' }, odd: { format: 'not-a-format' } }, unevaluatedProperties: false },
    valid: [{ at: '2024-01-02T03:04:05Z', uri: 'https://x.example/a', mail: 'a@b.example', small: 7, odd: '?' }, { at: 5, small: 'text' }],
    invalid: [{ at: '2024-13-02' }, { uri: 'not a uri' }, { mail: 'nobody' }, { small: 2 ** 40 }, { small: 1.5 }],
  },
  arrays: { schema: { type: 'array', items: { type: 'object', properties: { n: { type: 'integer' } } }, minItems: 1, maxItems: 3, uniqueItems: true }, valid: [[{ n: 1 }], [{ n: 1 }, { n: 2 }]], invalid: [[], [{ n: 1 }, { n: 1 }], [{ n: 'x' }], [1, 2, 3, 4]] },
  objects: {
    schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' }, tags: { type: 'array', items: { type: 'string' } } }, additionalProperties: { type: 'integer' }, minProperties: 1, maxProperties: 3 },
    valid: [{ id: 'a' }, { id: 'a', extra: 1, tags: [] }],
    invalid: [{}, { tags: [] }, { id: 'a', extra: 'b' }, { id: 'a', b: 1, c: 2, d: 3 }, { id: 1 }],
  },
  closed: {
    schema: { type: 'object', properties: { a: { type: 'string' } }, allOf: [{ $ref: '#/components/schemas/Named' }, { properties: { c: true } }], unevaluatedProperties: false },
    valid: [{ a: 'x', b: 1 }, { a: 'x', c: null }, {}],
    invalid: [{ d: 1 }, { a: 'x', b: 'one' }],
  },
  alternatives: {
    schema: { anyOf: [{ properties: { a: { type: 'string' } }, required: ['a'] }, { properties: { b: { type: 'string' } }, required: ['b'] }], unevaluatedProperties: false },
    valid: [{ a: 'x' }, { b: 'y' }, { a: 'x', b: 'y' }],
    invalid: [{ a: 'x', c: 1 }, { a: 1, b: 2 }, { c: 1 }],
  },
  exactlyOne: {
    schema: { oneOf: [{ type: 'integer' }, { type: 'number', maximum: 10 }, { $ref: '#/components/schemas/Never' }] },
    valid: [11, 1.5],
    invalid: [5, 'x'],
  },
  negation: { schema: { not: { type: 'string' } }, valid: [1, null], invalid: ['x'] },
  nestedClosed: {
    schema: { allOf: [{ type: 'object', properties: { a: true }, unevaluatedProperties: false }], unevaluatedProperties: false },
    valid: [{ a: 1 }],
    invalid: [{ a: 1, b: 2 }],
  },
  recursive: { schema: { $ref: '#/components/schemas/Tree' }, valid: [{ name: 'a', children: [{ name: 'b' }] }], invalid: [{ name: 'a', children: [{ name: 2 }] }, { name: 'a', extra: 1 }] },
  booleans: { schema: { type: 'object', properties: { yes: true, no: false } }, valid: [{ yes: 1 }, {}], invalid: [{ no: 1 }] },
  annotations: { schema: { title: 'T', description: 'D', readOnly: true, deprecated: true, default: 1, discriminator: { propertyName: 'x' }, 'x-extra': 1, type: 'integer' }, valid: [1], invalid: ['1'] },
};

const SCHEMAS: JsonObject = {
  Named: { properties: { b: { type: 'integer' } } },
  Never: false,
  Tree: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, children: { type: 'array', items: { $ref: '#/components/schemas/Tree' } } }, unevaluatedProperties: false },
};

function setup(extra: JsonObject) {
  const closed: JsonObject = { components: { schemas: { ...SCHEMAS, ...extra } } };
  const ajv = schemaAjv();
  ajv.addSchema(closed as object, 'openapi');
  const quick = quickChecker(closed, ajv.formats as Parameters<typeof quickChecker>[1]);
  const schemaOf = (name: string): Json => ((closed.components as JsonObject).schemas as JsonObject)[name]!;
  return { ajv, quick, schemaOf };
}

describe('the quick check of values against schemas', () => {
  it('decides as Ajv does, valid or not, for the keywords OpenAPI documents use', () => {
    const { ajv, quick, schemaOf } = setup(Object.fromEntries(Object.entries(CASES).map(([name, { schema }]) => [name, schema])));
    for (const [name, { valid, invalid }] of Object.entries(CASES)) {
      const validate = ajv.compile({ $ref: `openapi#/components/schemas/${name}` });
      for (const [value, expected] of [...valid.map((value) => [value, true] as const), ...invalid.map((value) => [value, false] as const)]) {
        expect([name, value, validate(value)]).toEqual([name, value, expected]);
        expect([name, value, quick(schemaOf(name), value)]).toEqual([name, value, expected]);
      }
    }
  });

  it('leaves to Ajv the schemas with other keywords, and those Ajv cannot compile', () => {
    const unsure: JsonObject = {
      other: { type: 'string', contentEncoding: 'base64' },
      multiple: { multipleOf: 0.1 },
      patterned: { patternProperties: { '^a': { type: 'string' } } },
      badPattern: { type: 'string', pattern: '(' },
      badType: { type: 'text' },
      badMinimum: { minimum: '1' },
      unresolved: { $ref: '#/components/schemas/Missing' },
      remote: { $ref: 'https://example.com/schema.json' },
      deep: { type: 'object', properties: { a: { $ref: '#/components/schemas/badPattern' } } },
      inheritedName: { required: ['constructor'] },
      identified: { $id: 'https://example.com/x.json', type: 'string' },
      selfIncluding: { allOf: [{ $ref: '#/components/schemas/selfIncluding' }] },
    };
    const { quick, schemaOf } = setup(unsure);
    for (const name of Object.keys(unsure)) expect([name, quick(schemaOf(name), 'value')]).toEqual([name, undefined]);
    // Known, but its value holds what Ajv keys by: Ajv decides.
    expect(quick({ type: 'array', uniqueItems: true }, ['__proto__', '__proto__'])).toBeUndefined();
  });
});
