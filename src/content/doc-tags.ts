/**
 * Docs `tags` front matter, as Docusaurus lists them: `/<docs route>/tags` (every tag, with
 * its count) and `/<docs route>/tags/<tag>` (the docs of one tag), written as pages of cards
 * like a generated index. A docs folder's `tags.yml` gives tags their label, permalink and
 * description, as the blog's does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseTagsFile, tagInput, type TagInput } from '../blog/blog-data-files.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { joinRoute, pageUrl, type UrlForm } from '../routes/doc-route.ts';
import { displayPath } from '../shared/paths.ts';
import type { GeneratedIndexPage, SidebarLink, SourcePage } from '../types.ts';

/** A doc as its tag pages list it. */
export interface TaggedDoc {
  source: SourcePage;
  label: string;
  description: string;
}

/** The tags of a doc's front matter: names, or Docusaurus's inline `{label, permalink}`. */
function tagsOf(source: SourcePage, declared: Map<string, TagInput>): TagInput[] {
  const written = source.extra.tags;
  if (!Array.isArray(written)) return [];
  return written.flatMap((tag): TagInput[] => {
    if (typeof tag === 'string' || typeof tag === 'number') return [declared.get(String(tag)) ?? tagInput(String(tag))];
    if (tag && typeof tag === 'object' && typeof (tag as { label?: unknown }).label === 'string') {
      const { label, permalink } = tag as { label: string; permalink?: unknown };
      return [tagInput(label, { label, ...(typeof permalink === 'string' ? { permalink } : {}) })];
    }
    return [];
  });
}

function readDeclaredTags(docsDir: string, cwd: string): { tags: Map<string, TagInput>; diagnostics: Diagnostic[] } {
  const path = join(docsDir, 'tags.yml');
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    return { tags: new Map(), diagnostics: [] };
  }
  return parseTagsFile(source, displayPath(cwd, path));
}

/** A tag as a doc's footer lists it: its label and its page. */
export interface DocTagLink {
  label: string;
  href: string;
}

/**
 * The tag pages of one docs version (none when no doc has tags), and each doc's tags (by doc
 * id) linked to their pages, as Docusaurus shows them at the bottom of the doc.
 */
export function docTagPages(options: { docs: readonly TaggedDoc[]; docsDir: string; cwd: string; routeBasePath: string; urlForm: UrlForm }): { pages: GeneratedIndexPage[]; tagsOfDoc: Map<string, DocTagLink[]>; diagnostics: Diagnostic[] } {
  const { tags: declared, diagnostics } = readDeclaredTags(options.docsDir, options.cwd);
  const byPermalink = new Map<string, { tag: TagInput; docs: TaggedDoc[] }>();
  const tagsRoute = joinRoute(options.routeBasePath, '/tags');
  const written = options.docs.map((doc) => ({ doc, tags: tagsOf(doc.source, declared) }));
  for (const { doc, tags } of written) {
    if (doc.source.frontMatter.unlisted) continue;
    for (const tag of tags) {
      const entry = byPermalink.get(tag.permalink) ?? { tag, docs: [] };
      if (!entry.docs.includes(doc)) entry.docs.push(doc);
      byPermalink.set(tag.permalink, entry);
    }
  }
  // An unlisted doc shows its tags too, those that have a page (listed docs have them).
  const tagsOfDoc = new Map<string, DocTagLink[]>();
  for (const { doc, tags } of written) {
    const links = tags.filter((tag, at) => byPermalink.has(tag.permalink) && tags.findIndex((other) => other.permalink === tag.permalink) === at).map((tag) => ({ label: tag.label, href: pageUrl(options.urlForm, joinRoute(tagsRoute, tag.permalink)) }));
    if (links.length) tagsOfDoc.set(doc.source.id, links);
  }
  if (!byPermalink.size) return { pages: [], tagsOfDoc, diagnostics };
  const link = (label: string, route: string, description?: string): SidebarLink => ({ type: 'link', label, href: pageUrl(options.urlForm, route), route, external: false, ...(description ? { description } : {}) });
  const file = displayPath(options.cwd, options.docsDir);
  const entries = [...byPermalink.values()].sort((a, b) => a.tag.label.localeCompare(b.tag.label));
  const tagPages = entries.map(({ tag, docs }): GeneratedIndexPage => {
    const route = joinRoute(tagsRoute, tag.permalink);
    const count = docs.length === 1 ? 'One doc' : `${docs.length} docs`;
    const items = docs.map((doc) => link(doc.label, doc.source.route, doc.description));
    return { route, title: `${count} tagged with "${tag.label}"`, description: tag.description ?? '', sidebarId: '', file, category: { type: 'category', label: tag.label, items, collapsed: false, collapsible: false }, docTags: 'tag' };
  });
  const index: GeneratedIndexPage = {
    route: tagsRoute,
    title: 'Tags',
    description: '',
    sidebarId: '',
    file,
    category: { type: 'category', label: 'Tags', items: entries.map(({ tag, docs }, at) => link(`${tag.label} (${docs.length})`, tagPages[at]!.route, tag.description)), collapsed: false, collapsible: false },
    docTags: 'list',
  };
  return { pages: [index, ...tagPages], tagsOfDoc, diagnostics };
}
