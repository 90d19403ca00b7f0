/** Every key of config.yaml as the schema defines it, in schema order, for the configuration reference. */
import { configSchema } from '../../src/config/config-schema.ts';
import type { Schema } from '../../src/config/yaml-schema.ts';

/** One key: its path (`navbar.items[].label`, `docs.versions.<name>.path`), what it takes, and whether it is required. */
export interface SchemaKey {
  path: string;
  expected: string;
  required: boolean;
}

/** The keys under a schema, depth first; a schema met again on its own path (navbar items hold items) is not entered twice. */
export function keysOf(schema: Schema<unknown>, path = '', entered: ReadonlySet<Schema<unknown>> = new Set()): SchemaKey[] {
  const shape = schema.shape;
  if (!shape || entered.has(schema)) return [];
  const inside = new Set([...entered, schema]);
  switch (shape.kind) {
    case 'same':
      return keysOf(shape.inner, path, inside);
    case 'list':
      return keysOf(shape.item, `${path}[]`, inside);
    case 'names':
      return keysOf(shape.value, `${path}.<name>`, inside);
    case 'mapping':
      return Object.entries(shape.fields).flatMap(([key, field]) => {
        const keyPath = path ? `${path}.${key}` : key;
        return [{ path: keyPath, expected: field.expected, required: shape.required.includes(key) }, ...keysOf(field, keyPath, inside)];
      });
  }
}

/** The keys of config.yaml. */
export const configKeys = (): SchemaKey[] => keysOf(configSchema as Schema<unknown>);
