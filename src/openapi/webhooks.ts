import type { ApiCallback } from './api-model.ts';
import type { DescribeContext } from './describe-schema.ts';
import { describeExchange } from './media-types.ts';
import { deref, isObject, type JsonObject } from './schema.ts';

/** The operations a path item may hold, in the order OpenAPI lists them. */
export const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

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
export function webhooksOf(doc: JsonObject): { key: string; items: JsonObject } | undefined {
  if (isObject(doc.webhooks)) return { key: 'webhooks', items: doc.webhooks };
  if (isObject(doc['x-webhooks'])) return { key: 'x-webhooks', items: doc['x-webhooks'] };
  return undefined;
}
