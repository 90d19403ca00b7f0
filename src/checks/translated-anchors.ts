/**
 * Anchors a translation lost. A locale's page translated in `i18n/<locale>/…` whose heading
 * gets another id than the original's (`## Installer` for `## Install`) breaks every link to
 * `#install` in that locale, though each link is right: the problem is reported once, at the
 * heading of the translated file, with the links it breaks.
 */
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import type { CheckSeverities, LinkTable, LinkToCheck } from './links.ts';
import { normalizeLink } from './links.ts';

/** What the check needs of a page: its file and the ids of its headings in order (see CompiledPage). */
export interface PageHeadings {
  file: string;
  headingIds: readonly string[];
  anchors: readonly string[];
}

/** The default locale's pages by route: what a translation of each should keep. */
export type OriginalPages = ReadonlyMap<string, PageHeadings>;

export interface LostAnchorsInput {
  links: readonly LinkToCheck[];
  table: LinkTable;
  /** The locale's pages by route. */
  pages: ReadonlyMap<string, PageHeadings>;
  original: OriginalPages;
  severities: CheckSeverities;
  /** The text of a source file (a path as diagnostics show it), to point at the heading; undefined when it cannot be read. */
  readSource: (file: string) => string | undefined;
}

/** The line of each ATX heading (`## Title`) of a Markdown source, outside code fences, in order. */
export function headingLines(source: string): number[] {
  const found: number[] = [];
  let fence: string | undefined;
  source.split('\n').forEach((line, index) => {
    const marker = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (!fence || (marker[0] === fence[0] && marker.length >= fence.length && /^\s*[`~]+\s*$/.test(line)))) {
      fence = fence ? undefined : marker;
      return;
    }
    if (!fence && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) found.push(index + 1);
  });
  return found;
}

const where = (link: LinkToCheck): string => `${link.file}${link.line ? `:${link.line}:${link.column ?? 1}` : ''}`;

/**
 * Links to an anchor the locale's translated page lacks while the original page has it: one
 * diagnostic per page and anchor, at the translation's heading (its line when the translation
 * keeps the original's headings in order), and the links, which are then not reported again.
 */
export function lostAnchors(input: LostAnchorsInput): { diagnostics: Diagnostic[]; links: LinkToCheck[] } {
  const { table, pages, original } = input;
  const lost = new Map<string, { route: string; hash: string; links: LinkToCheck[] }>();
  const kept: LinkToCheck[] = [];
  for (const link of input.links) {
    const target = normalizeLink(link.url, table.baseUrl, link.fromRoute);
    const page = target?.hash !== undefined ? pages.get(target.path) : undefined;
    const source = target ? original.get(target.path) : undefined;
    if (!target?.hash || !page || !source || page.file === source.file || page.anchors.includes(target.hash) || !source.anchors.includes(target.hash)) {
      kept.push(link);
      continue;
    }
    const key = `${target.path}#${target.hash}`;
    const entry = lost.get(key) ?? { route: target.path, hash: target.hash, links: [] };
    entry.links.push(link);
    lost.set(key, entry);
  }
  const setting = input.severities.brokenAnchors;
  if (setting === 'ignore') return { diagnostics: [], links: kept };
  const severity: Severity = setting === 'error' ? 'error' : 'warning';
  const diagnostics = [...lost.values()].map(({ route, hash, links }): Diagnostic => {
    const page = pages.get(route)!;
    const source = original.get(route)!;
    const index = source.headingIds.indexOf(hash);
    const text = input.readSource(page.file);
    // The heading in the same place of the translation, when it has as many headings.
    const lines = text !== undefined && page.headingIds.length === source.headingIds.length ? headingLines(text) : [];
    const line = index >= 0 && lines.length === page.headingIds.length ? lines[index] : undefined;
    const heading = line !== undefined ? text!.split('\n')[line - 1]!.trim() : undefined;
    const linkers = links.length === 1 ? `${where(links[0]!)} links to` : `${links.length} links link to (${where(links[0]!)}, …)`;
    const lostBy = heading ? `Translated heading \`${heading}\` (\`#${page.headingIds[index]}\`) lost the anchor \`#${hash}\`` : `The translation of ${route} has no anchor \`#${hash}\``;
    return {
      code: 'links/broken-anchor',
      severity,
      message: `${lostBy} of ${source.file}, which ${linkers}`,
      file: page.file,
      ...(line !== undefined ? { line, column: 1 } : {}),
      hint: heading ? `keep the original's id: \`${heading.replace(/\s*\{#[\w-]+\}\s*$/, '')} {#${hash}}\`` : `give the translated heading the original's id with \`{#${hash}}\``,
    };
  });
  return { diagnostics, links: kept };
}
