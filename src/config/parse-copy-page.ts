/**
 * `llms.copyPage` in config.yaml: `true`, `false`, or the entries of the "Copy page" control
 * in order — built-in ones by id (`copy`, `view`, `chatgpt`…) and links of the site's own
 * (`{ label, url }`, the URL a template with `{prompt}` or `{url}` in it).
 */
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import { didYouMean } from '../diagnostics/diagnostic.ts';
import type { CopyPageAction, CopyPageEntry } from './site-config.ts';
import { custom, INVALID, object, oneOf, report, string, wrongType, type Parsed, type Schema, type ValidationContext } from './yaml-schema.ts';

/** The built-in entries, by id: copying the twin, opening it, and assistants that take a prompt in their URL. */
export const COPY_PAGE_ACTIONS: readonly CopyPageAction[] = ['copy', 'view', 'chatgpt', 'claude', 'perplexity'];

/** What `copyPage: true` (or no `copyPage`) shows: the menu Mintlify and Rspress sites show. */
export const DEFAULT_COPY_PAGE: readonly CopyPageEntry[] = [{ action: 'copy' }, { action: 'view' }, { action: 'chatgpt' }, { action: 'claude' }];

/** What a link's URL template may hold, each replaced URL-encoded: the prompt that names the page, and the twin's URL. */
export const COPY_PAGE_PLACEHOLDERS = ['prompt', 'url'] as const;

const EXPECTED = `\`true\`, \`false\` or a list of entries: ${COPY_PAGE_ACTIONS.map((id) => `\`${id}\``).join(', ')} or \`{ label, url }\``;

/** A link's URL: absolute http(s), with `{prompt}` or `{url}` and no other placeholder. */
const urlTemplate = custom<string>('an http(s) URL with `{prompt}` or `{url}` in it', (node, ctx, path) => {
  if (!isScalar(node) || typeof node.value !== 'string') return wrongType(node, ctx, path, 'a URL');
  const url = node.value.trim();
  if (!/^https?:\/\/[^/?#\s]+/i.test(url)) {
    report(ctx, node, 'invalid-value', `\`${path}\` must be an absolute http(s) URL, got \`${url}\``, 'e.g. `https://www.perplexity.ai/search?q={prompt}`');
    return INVALID;
  }
  const names = [...url.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1]!);
  const unknown = names.find((name) => !(COPY_PAGE_PLACEHOLDERS as readonly string[]).includes(name));
  if (unknown !== undefined) {
    const guess = didYouMean(unknown, COPY_PAGE_PLACEHOLDERS);
    report(ctx, node, 'invalid-value', `\`${path}\` has an unknown placeholder \`{${unknown}}\``, guess ? `did you mean \`{${guess}}\`?` : 'the placeholders are `{prompt}` (the prompt naming the page) and `{url}` (the page\'s Markdown URL)');
    return INVALID;
  }
  if (!names.length) {
    report(ctx, node, 'invalid-value', `\`${path}\` does not name the page: it needs \`{prompt}\` or \`{url}\``, 'e.g. `https://www.perplexity.ai/search?q={prompt}`');
    return INVALID;
  }
  return url;
});

const linkEntry = object({ label: string(), url: urlTemplate }, { required: ['label', 'url'], name: 'a mapping of `label` and `url`' });
const builtIn = oneOf(COPY_PAGE_ACTIONS);

function parseEntries(node: Node, ctx: ValidationContext, path: string): Parsed<CopyPageEntry[]> {
  if (!isSeq(node)) return wrongType(node, ctx, path, EXPECTED);
  if (!node.items.length) {
    report(ctx, node, 'invalid-value', `\`${path}\` lists no entries`, 'write `copyPage: false` to leave the control out');
    return INVALID;
  }
  const entries: CopyPageEntry[] = [];
  let ok = true;
  node.items.forEach((child, index) => {
    const item = child as Node;
    const at = `${path}[${index}]`;
    const parsed = isMap(item) ? linkEntry.parse(item, ctx, at) : isScalar(item) && typeof item.value === 'string' ? builtIn.parse(item, ctx, at) : wrongType(item, ctx, at, `one of ${COPY_PAGE_ACTIONS.map((id) => `\`${id}\``).join(', ')} or a mapping of \`label\` and \`url\``);
    if (parsed === INVALID) {
      ok = false;
      return;
    }
    const entry: CopyPageEntry = typeof parsed === 'string' ? { action: parsed } : { label: parsed.label, url: parsed.url };
    const twice = 'action' in entry && entries.some((each) => 'action' in each && each.action === entry.action);
    if (twice) {
      report(ctx, item, 'invalid-value', `\`${at}\`: \`${(entry as { action: string }).action}\` is listed twice`, 'list each entry once');
      ok = false;
      return;
    }
    entries.push(entry);
  });
  return ok ? entries : INVALID;
}

/** `llms.copyPage`: `true` (the default entries), `false` (none) or a list of entries. */
export const copyPageSchema: Schema<CopyPageEntry[]> = custom<CopyPageEntry[]>(
  EXPECTED,
  (node, ctx, path) => {
    if (isScalar(node) && typeof node.value === 'boolean') return node.value ? [...DEFAULT_COPY_PAGE] : [];
    return parseEntries(node, ctx, path);
  },
  { kind: 'list', item: linkEntry },
);
