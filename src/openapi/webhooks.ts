import { joinRoute } from '../routes/doc-route.ts';
import type { ApiCallback, ApiOperation, ApiSecurityScheme } from './api-model.ts';
import { toPointer } from './parse-spec.ts';
import { shortSlug } from './operation-labels.ts';
import { operationSecurity } from './security-schemes.ts';
import type { DescribeContext } from './describe-schema.ts';
import { describeExchange } from './media-types.ts';
import { pluginKebab } from './plugin-names.ts';
import { deref, isObject, kebab, METHODS, slugify, stringValue, type JsonObject } from './schema.ts';

/**
 * An operation's `callbacks`: the requests the API makes to the client later (to a URL given
 * by a runtime expression such as `{$request.body#/callbackUrl}`), each with the payload it
 * sends and the responses it expects back.
 */
export function describeCallbacks(ctx: DescribeContext, operation: JsonObject): ApiCallback[] {
  if (!isObject(operation.callbacks)) return [];
  return Object.entries(operation.callbacks).flatMap(([name, raw]) => {
    const callback = deref(ctx.doc, raw);
    if (!callback) return [];
    return Object.entries(callback).flatMap(([expression, rawItem]) => {
      const pathItem = deref(ctx.doc, rawItem);
      if (!pathItem) return [];
      return METHODS.flatMap((method): ApiCallback[] => {
        const request = pathItem[method];
        if (!isObject(request)) return [];
        const { requestBody, responses } = describeExchange(ctx, request);
        return [
          {
            name,
            expression,
            method: method.toUpperCase(),
            ...(typeof request.summary === 'string' ? { summary: request.summary } : {}),
            descriptionHtml: ctx.markdown(request.description),
            ...(requestBody ? { requestBody } : {}),
            responses,
          },
        ];
      });
    });
  });
}

/** Where the document keeps its webhooks: 3.1 `webhooks`, else Redoc's `x-webhooks` (3.0). */
function webhooksOf(doc: JsonObject): { key: string; items: JsonObject } | undefined {
  if (isObject(doc.webhooks)) return { key: 'webhooks', items: doc.webhooks };
  if (isObject(doc['x-webhooks'])) return { key: 'x-webhooks', items: doc['x-webhooks'] };
  return undefined;
}

/**
 * The document's webhooks, one page each under `<route>/webhooks/`: requests the API sends
 * to the reader's endpoint, with their payload and the responses the API expects. Named the
 * plugin's way (`pluginNames`), at `<route>/<operationId, else summary, else name>` as
 * docusaurus-plugin-openapi-docs writes them, beside the operations.
 */
export function compileWebhooks({ ctx, route, securitySchemes, locate, pluginNames = false }: { ctx: DescribeContext; route: string; securitySchemes: ReadonlyMap<string, ApiSecurityScheme>; locate: (pointer: string) => { line: number; column: number }; pluginNames?: boolean }): ApiOperation[] {
  const doc = ctx.doc;
  const md = ctx.markdown;
  const text = stringValue;
  const webhooks: ApiOperation[] = [];
  const webhookSource = webhooksOf(doc);
  const webhookSlugs = new Set<string>();
  for (const [name, rawItem] of Object.entries(webhookSource?.items ?? {})) {
    const pathItem = deref(doc, rawItem);
    if (!pathItem) continue;
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (!isObject(operation)) continue;
      const pointer = toPointer([webhookSource!.key, name, method]);
      const summary = text(operation.summary);
      const operationId = text(operation.operationId);
      // A webhook's name is an identifier (`fork`, `orderPaid`); summaries can be paragraphs (GitHub's).
      const base = (pluginNames ? pluginKebab(operationId ?? summary ?? name) : kebab(name) || shortSlug(slugify(summary ?? ''))) || 'webhook';
      const title = summary && summary.length <= 80 ? summary : (operationId ?? name);
      let slug = base;
      for (let n = 2; webhookSlugs.has(slug); n++) slug = `${base}-${n}`;
      webhookSlugs.add(slug);
      const { requestBody, responses } = describeExchange(ctx, operation);
      webhooks.push({
        route: pluginNames ? joinRoute(route, slug) : joinRoute(route, 'webhooks', slug),
        slug,
        method: method.toUpperCase(),
        path: name,
        title,
        ...(operationId ? { operationId } : {}),
        ...(summary ? { summary } : {}),
        descriptionHtml: md(operation.description),
        deprecated: operation.deprecated === true,
        tags: Array.isArray(operation.tags) ? operation.tags.filter((t): t is string => typeof t === 'string') : [],
        security: operationSecurity(operation.security, securitySchemes),
        servers: [],
        serverTemplates: [],
        parameters: [],
        ...(requestBody ? { requestBody } : {}),
        responses,
        callbacks: [],
        webhook: true,
        samples: [],
        pointer,
        at: locate(operation.description !== undefined ? `${pointer}/description` : pointer),
      });
    }
  }

  return webhooks;
}
