// Writes a synthetic OpenAPI 3.1 document with N operations and N schemas (nested, with
// $refs and a cycle), for measuring the REST reference on large real-world-sized documents.
// Usage: node scripts/make-large-openapi.mjs <count> <out.json>
import { writeFileSync } from 'node:fs';

const count = Number(process.argv[2] ?? 1000);
const out = process.argv[3] ?? 'openapi-large.json';
const schemas = {};
const paths = {};
for (let i = 0; i < count; i++) {
  schemas[`Resource${i}`] = {
    type: 'object',
    description: `Resource number ${i}, with a nested object and a link to the next resource.`,
    required: ['id', 'name'],
    properties: {
      id: { type: 'string', readOnly: true, example: `res_${i}` },
      name: { type: 'string', maxLength: 80 },
      status: { type: 'string', enum: ['active', 'archived'] },
      amount: { type: 'integer', minimum: 0 },
      createdAt: { type: 'string', format: 'date-time' },
      meta: { type: 'object', properties: { tags: { type: 'array', items: { type: 'string' } }, owner: { type: ['string', 'null'] } } },
      next: { $ref: `#/components/schemas/Resource${(i + 1) % count}` },
    },
  };
  const group = `group${Math.floor(i / 50)}`;
  paths[`/${group}/resources${i}/{id}`] = {
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
    [i % 2 ? 'get' : 'patch']: {
      tags: [group],
      summary: `Operation ${i} on resource ${i}`,
      operationId: `operation${i}`,
      description: `Reads or changes resource ${i}. Returns the **resource**.`,
      ...(i % 2 ? {} : { requestBody: { content: { 'application/json': { schema: { $ref: `#/components/schemas/Resource${i}` } } } } }),
      responses: {
        200: { description: 'The resource.', content: { 'application/json': { schema: { $ref: `#/components/schemas/Resource${i}` } } } },
        404: { description: 'Not found.' },
      },
    },
  };
}
const doc = { openapi: '3.1.0', info: { title: 'Large API', version: '1.0.0' }, servers: [{ url: 'https://api.example.com' }], paths, components: { schemas } };
writeFileSync(out, JSON.stringify(doc));
console.log(`wrote ${out}: ${count} operations, ${count} schemas`);
