/**
 * The Markdown twin of a changelog page: the same sections as Markdown, each operation
 * linked to its page's twin, each change a list item led by its level, breaking in bold.
 */
import { twinHeader } from '../llms/page-twin.ts';
import { codeSpan } from '../llms/source-edits.ts';
import { twinUrl } from '../llms/twin-paths.ts';
import { sectionSummary, type ReleaseSection } from './changelog-sections.ts';

/** `POST /carts/{id}`, linked to its page's twin when the site has it (twins have no heading anchors: the page's twin). */
function operationHeading(group: ReleaseSection['groups'][number], site: { url: string; baseUrl: string }): string {
  const text = group.method ? `${group.method} ${codeSpan(group.target)}` : codeSpan(group.target);
  return group.route === undefined ? text : `[${text}](${twinUrl(site, group.route.replace(/#.*$/, ''))})`;
}

/** The twin's Markdown: title, description, then per release its summary and changes. */
export function changelogTwin(input: { title: string; description: string; sections: readonly ReleaseSection[]; site: { url: string; baseUrl: string } }): string {
  const lines: string[] = [];
  for (const section of input.sections) {
    lines.push(`## ${section.title}`, '', `${sectionSummary(section)}.`, '');
    for (const group of section.groups) {
      lines.push(`### ${operationHeading(group, input.site)}`, '');
      for (const change of group.changes) lines.push(change.level === 'breaking' ? `- **Breaking:** ${change.message}` : `- Non-breaking: ${change.message}`);
      lines.push('');
    }
  }
  return `${twinHeader(input.title, input.description)}${lines.join('\n').trimEnd()}\n`;
}
