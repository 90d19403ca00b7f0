import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSchema, getNamedType, isEnumType, isInputObjectType, isNonNullType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot } from '../helpers.ts';

type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; allOf?: Schema[]; oneOf?: Schema[]; items?: Schema; enum?: string[] };

/** Where the GraphQL API differs from REST on purpose (see site/CONTENT-NOTES.md, GraphQL). */
const DELIBERATE = new Set([
  'ProductVariant.options', // a map in JSON; a list of VariantOption in GraphQL, which has no maps
  'Payment.session', // the REST oneOf PaymentInitialization is the GraphQL interface PaymentSession
  'UpdateCheckoutRequest.shippingAddress', // GraphQL input types are separate: AddressInput
  'UpdateCheckoutRequest.billingAddress',
]);

const SCALARS: Record<string, string[]> = { string: ['String', 'ID', 'DateTime'], integer: ['Int'], boolean: ['Boolean'], number: ['Float'] };

describe('the Kassa GraphQL schema', () => {
  it('has the field names, types and nullability of the REST schemas', async () => {
    const graphql = buildSchema(await readFile(join(repoRoot, 'site/api/schema.graphql'), 'utf8'));
    const schemas = (parse(await readFile(join(repoRoot, 'site/api/openapi.yaml'), 'utf8')) as { components: { schemas: Record<string, Schema> } }).components.schemas;
    const deref = (schema: Schema): Schema => (schema.$ref ? deref(schemas[schema.$ref.split('/').pop()!]!) : schema);
    const flat = (schema: Schema): Schema => {
      const resolved = deref(schema);
      if (!resolved.allOf) return resolved;
      const parts = resolved.allOf.map(flat);
      return { properties: Object.assign({}, ...parts.map((p) => p.properties)), required: parts.flatMap((p) => p.required ?? []) };
    };
    const mismatches: string[] = [];
    let compared = 0;
    for (const [name, raw] of Object.entries(schemas)) {
      const type = graphql.getType(name) ?? graphql.getType(name.replace(/Request$/, 'Input'));
      if (!type || (!isObjectType(type) && !isInputObjectType(type))) continue;
      const schema = flat(raw);
      const fields = type.getFields();
      for (const [property, value] of Object.entries(schema.properties ?? {})) {
        if (DELIBERATE.has(`${name}.${property}`)) continue;
        compared++;
        const field = fields[property];
        if (!field) {
          mismatches.push(`${name}.${property} is missing`);
          continue;
        }
        const alternatives = value.oneOf ? value.oneOf.filter((v) => v.type !== 'null') : [value];
        const resolved = deref(alternatives[0]!);
        const types = [resolved.type ?? 'object'].flat();
        const nullable = Boolean(value.oneOf && alternatives.length < value.oneOf.length) || types.includes('null') || !(schema.required ?? []).includes(property);
        if (isObjectType(type) && isNonNullType(field.type) === nullable) mismatches.push(`${name}.${property} nullability: ${String(field.type)}`);
        const named = getNamedType(field.type);
        const kind = types.find((t) => t !== 'null')!;
        const ref = (kind === 'array' ? resolved.items! : alternatives[0]!).$ref?.split('/').pop();
        if (resolved.enum || (ref && deref({ $ref: ref }).enum)) {
          if (!isEnumType(named)) mismatches.push(`${name}.${property} is an enum in REST but ${String(field.type)}`);
        } else if (ref) {
          if (named.name !== ref && named.name !== ref.replace(/Request$/, 'Input')) mismatches.push(`${name}.${property}: ${ref} vs ${String(field.type)}`);
        } else if (kind !== 'array' && kind !== 'object' && !SCALARS[kind]?.includes(named.name)) mismatches.push(`${name}.${property}: ${kind} vs ${String(field.type)}`);
        if ((kind === 'array') !== String(field.type).includes('[')) mismatches.push(`${name}.${property}: list mismatch`);
      }
    }
    expect(mismatches).toEqual([]);
    expect(compared).toBeGreaterThan(120);
  });
});
