/** An API's changelog page: what changed from each release to the next, newest first, breaking changes marked. */
import type { ApiChange } from '../../src/api-diff/rules.ts';
import { sectionSummary, type OperationGroup, type ReleaseSection } from '../../src/api-changelog/changelog-sections.ts';
import { MethodBadge, Section } from './ApiParts.tsx';

/** A change's message, its `code spans` as code. */
function Message({ text }: { text: string }) {
  return <>{text.split(/`([^`]*)`/).map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}</>;
}

function Change({ change }: { change: ApiChange }) {
  const breaking = change.level === 'breaking';
  return (
    <li className={`api-change api-change--${change.level}`}>
      <span className={`badge api-change__level${breaking ? ' badge--danger' : ''}`}>{breaking ? 'Breaking' : 'Non-breaking'}</span>{' '}
      <span className="api-change__message">
        <Message text={change.message} />
      </span>
    </li>
  );
}

function Operation({ group, href }: { group: OperationGroup; href: string | undefined }) {
  const target = <code>{group.target}</code>;
  return (
    <div className={`api-changelog__operation${group.breaking ? ' api-changelog__operation--breaking' : ''}`}>
      <h3 className="api-changelog__operation-title">
        {group.method ? <><MethodBadge method={group.method} /> </> : null}
        {href ? <a href={href}>{target}</a> : target}
      </h3>
      <ul className="api-changelog__changes">
        {group.changes.map((change, index) => <Change key={index} change={change} />)}
      </ul>
    </div>
  );
}

function Summary({ section }: { section: ReleaseSection }) {
  if (!section.groups.length) return <p className="api-changelog__summary">No changes.</p>;
  return (
    <p className="api-changelog__summary">
      <span className={`badge${section.breaking ? ' badge--danger' : ''}`}>{section.breaking} breaking</span> <span className="badge">{section.nonBreaking} non-breaking</span> <span className="api-changelog__summary-text">{`${sectionSummary(section)}.`}</span>
    </p>
  );
}

/**
 * The page's content. "Breaking changes only" is a checkbox whose state the stylesheet reads
 * (`:has()`): the filter needs no script, and without `:has()` every change stays shown.
 */
export function ApiChangelogContent({ apiTitle, sections, hrefs }: { apiTitle: string; sections: ReleaseSection[]; hrefs: Record<string, string> }) {
  return (
    <div className="api-changelog">
      <p>
        What changed in the {apiTitle} from each release to the next, newest first. A <span className="badge badge--danger">Breaking</span> change can make a client written for the earlier release fail.
      </p>
      {sections.some((section) => section.breaking && section.nonBreaking) ? (
        <label className="api-changelog__filter">
          <input type="checkbox" className="api-changelog__only-breaking" /> Show breaking changes only
        </label>
      ) : null}
      {sections.length ? null : <p>No earlier release could be compared.</p>}
      {sections.map((section) => (
        <Section key={section.anchor} id={section.anchor} title={section.title} className="api-changelog__release">
          <Summary section={section} />
          {section.groups.map((group) => <Operation key={group.operation} group={group} href={group.route !== undefined ? hrefs[group.route] : undefined} />)}
        </Section>
      ))}
    </div>
  );
}
