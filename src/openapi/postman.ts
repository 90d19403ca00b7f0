import type { ApiOperation, ApiReference } from './api-model.ts';

/** A Postman Collection v2.1 request item for one operation. */
function item(operation: ApiOperation) {
  // Literal pairs of a path key's query string (`/api?action=list`) are sent as written.
  const [pathOnly = '', pathQuery] = (operation.requestPath ?? operation.path).split('?');
  const path = pathOnly.replace(/^\//, '').split('/').map((segment) => segment.replace(/^\{(.+)\}$/, ':$1'));
  const fixedQuery = (pathQuery ?? '').split('&').filter(Boolean).map((pair) => ({ key: pair.split('=')[0]!, value: pair.split('=').slice(1).join('='), disabled: false }));
  const query = operation.parameters.filter((p) => p.in === 'query');
  const headers = operation.parameters.filter((p) => p.in === 'header');
  const apiKeyHeaders = (operation.security[0] ?? []).filter((scheme) => scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name);
  const json = operation.requestBody?.contents.find((media) => media.mediaType.includes('json'));
  const value = (example: string | undefined): string => {
    if (example === undefined) return '';
    const parsed = JSON.parse(example) as unknown;
    return Array.isArray(parsed) ? parsed.join(',') : typeof parsed === 'string' ? parsed : JSON.stringify(parsed);
  };
  const queryItems = [...fixedQuery, ...query.map((p) => ({ key: p.name, value: value(p.example), disabled: !p.required }))];
  return {
    name: operation.title,
    request: {
      method: operation.method,
      description: operation.summary ?? '',
      header: [
        ...apiKeyHeaders.map((scheme) => ({ key: scheme.name!, value: '{{apiKey}}', type: 'text' })),
        ...headers.map((p) => ({ key: p.name, value: value(p.example), type: 'text', disabled: !p.required })),
        ...(json ? [{ key: 'Content-Type', value: json.mediaType, type: 'text' }] : []),
      ],
      url: {
        raw: `{{baseUrl}}/${path.join('/')}${queryItems.length ? `?${queryItems.map((q) => `${q.key}=${q.value}`).join('&')}` : ''}`,
        host: ['{{baseUrl}}'],
        path,
        ...(queryItems.length ? { query: queryItems } : {}),
        variable: operation.parameters.filter((p) => p.in === 'path').map((p) => ({ key: p.name, value: value(p.example) })),
      },
      ...(json?.example !== undefined ? { body: { mode: 'raw', raw: json.example, options: { raw: { language: 'json' } } } } : {}),
    },
  };
}

/** The reference as a Postman Collection v2.1: one folder per tag, `{{baseUrl}}` and `{{apiKey}}` variables. */
export function toPostmanCollection(reference: ApiReference): string {
  const byRoute = new Map(reference.operations.map((operation) => [operation.route, operation]));
  const collection = {
    info: {
      name: reference.overview.title,
      description: `Generated from the OpenAPI document (version ${reference.overview.version}).`,
      schema: 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    },
    item: reference.tags.map((tag) => ({ name: tag.label, item: tag.operations.map((operation) => item(byRoute.get(operation.route)!)) })),
    variable: [
      { key: 'baseUrl', value: reference.overview.servers[0]?.url.replace(/\/$/, '') ?? '' },
      { key: 'apiKey', value: 'YOUR_API_KEY' },
    ],
  };
  return `${JSON.stringify(collection, null, 2)}\n`;
}
