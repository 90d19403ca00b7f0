/**
 * Links between the parts of a reference as Redoc and Swagger UI write them. A document
 * written for one of those links its operations, tags and schemas by their fragments there
 * (`[create a pet](#operation/createPet)`, `#tag/Pets`, `#/Pets/createPet`, `#schema/Pet`);
 * on docsgen's pages those anchors do not exist. Each is pointed at the page (or the
 * overview's tag section) it names; a fragment that names nothing is left as written, and the
 * link check reports it.
 */
import { tagAnchor } from '../../templates/api/ApiContent.tsx';
import type { ApiReference } from './api-model.ts';

/** `~1pets~1{id}` (a JSON pointer segment, as Redoc writes a path) → `/pets/{id}`. */
const unescapePointer = (segment: string): string => segment.replace(/~1/g, '/').replace(/~0/g, '~');

function decode(fragment: string): string {
  try {
    return decodeURIComponent(fragment.replace(/&amp;/g, '&'));
  } catch {
    return fragment;
  }
}

/** The fragments docsgen reads as the viewers' links: any other `#…` is a plain anchor. */
const VIEWER_FRAGMENT = /href="#((?:operation|tag|schema|components)\/[^"]*|\/[^"]+)"/g;

/** Rewrites the viewers' links in a page's HTML to the pages of `reference` (see the top of this file). */
export function deepLinkResolver(reference: ApiReference, withBase: (route: string) => string): (html: string) => string {
  const operations = new Map<string, string>();
  const byPath = new Map<string, string>();
  for (const op of [...reference.operations, ...reference.webhooks]) {
    const href = withBase(op.route);
    if (op.operationId) operations.set(op.operationId, href);
    byPath.set(`${op.method.toLowerCase()} ${op.path}`, href);
  }
  const overview = withBase(reference.overview.route);
  // By the overview's anchor of the tag, which both viewers' spellings give too (`Pet Store`, `Pet%20Store`, `pet-store`).
  const tags = new Map(reference.tags.map((tag) => [tagAnchor(tag.name), `${overview}#${tagAnchor(tag.name)}`]));
  const schemas = new Map(reference.schemas.map((schema) => [schema.name, withBase(schema.route)]));

  const resolve = (fragment: string): string | undefined => {
    const parts = decode(fragment).split('/');
    if (parts[0] === '') {
      // A JSON pointer into the document (`#/components/schemas/Pet`), or Swagger UI's `#/Pets` and `#/Pets/createPet`.
      const [, first = '', ...more] = parts;
      if (first === 'components' && more[0] === 'schemas') return schemas.get(more.slice(1).join('/'));
      if (first === 'definitions') return schemas.get(more.join('/'));
      return more.length ? operations.get(more.join('/')) : tags.get(tagAnchor(first));
    }
    const [kind, name = '', ...rest] = parts;
    if (kind === 'operation') return operations.get([name, ...rest].join('/'));
    if (kind === 'schema') return schemas.get([name, ...rest].join('/'));
    if (kind === 'components') return name === 'schemas' ? schemas.get(rest.join('/')) : undefined;
    // What is left is Redoc's `#tag/Pets`, `#tag/Pets/operation/createPet`, `#tag/Pets/paths/~1pets/post`.
    if (rest[0] === 'operation') return operations.get(rest.slice(1).join('/'));
    if (rest[0] === 'paths' && rest.length === 3) return byPath.get(`${rest[2]!.toLowerCase()} ${unescapePointer(rest[1]!)}`);
    return rest.length ? undefined : tags.get(tagAnchor(name));
  };
  return (html) => {
    if (!html.includes('href="#')) return html;
    return html.replace(VIEWER_FRAGMENT, (link, fragment: string) => {
      const href = resolve(fragment);
      return href === undefined ? link : `href="${href.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"`;
    });
  };
}
