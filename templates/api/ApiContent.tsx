import type { ApiOverview, ApiSchemaPage } from '../../src/openapi/api-model.ts';
import { Code, Html, MethodBadge, Section, type HighlightedCode } from './ApiParts.tsx';
import { OAuthFlow, schemeSummary } from './ApiSecurity.tsx';
import { SchemaTree } from './SchemaTree.tsx';
import { translate, translateNodes, useLocaleMessages } from '../translate.ts';

/** The id of a tag's section on the overview page. */
export const tagAnchor = (tag: string): string => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** Operations listed under "Used by": Microsoft Graph's error schema is used by 11,000. */
const USED_BY_SHOWN = 100;

/** The content of a schema page. */
export function ApiSchemaContent({ schema, highlighted }: { schema: ApiSchemaPage; highlighted: HighlightedCode }) {
  const messages = useLocaleMessages();
  return (
    <>
      <Section id="properties" title={translate(messages, 'theme.openapi.schemaItem.properties', 'Properties')}>
        <SchemaTree node={schema.node} />
      </Section>
      {schema.example !== undefined ? (
        <Section id="example" title={translate(messages, 'theme.openapi.schema.example.title', 'Example')}>
          <Code code={schema.example} lang="json" highlighted={highlighted} />
        </Section>
      ) : null}
      {schema.usedBy.length ? (
        <Section id="used-by" title={translate(messages, 'theme.openapi.schema.usedBy.title', 'Used by')}>
          <ul className="api-used-by">
            {schema.usedBy.slice(0, USED_BY_SHOWN).map((operation) => (
              <li key={operation.href}>
                <MethodBadge method={operation.method} /> <a href={operation.href}>{operation.title}</a>
              </li>
            ))}
          </ul>
          {schema.usedBy.length > USED_BY_SHOWN ? <p>… and {schema.usedBy.length - USED_BY_SHOWN} more operations.</p> : null}
        </Section>
      ) : null}
    </>
  );
}

/** The overview page: the document's info, servers, authentication and operations by tag. */
export function ApiOverviewContent({
  overview,
  withBase,
  schemas,
  webhooks = [],
}: {
  overview: ApiOverview;
  withBase: Record<string, string>;
  schemas: Array<{ name: string; href: string }>;
  webhooks?: Array<{ title: string; method: string; href: string }>;
}) {
  const messages = useLocaleMessages();
  return (
    <>
      {overview.version ? <p><span className="badge">Version {overview.version}</span></p> : null}
      <Html html={overview.descriptionHtml} />
      {overview.servers.length ? (
        <Section id="servers" title={translate(messages, 'theme.openapi.overview.servers.title', 'Servers')}>
          <ul>
            {overview.servers.map((server) => (
              <li key={server.url}>
                <code>{server.url}</code>
                {server.descriptionHtml ? <span dangerouslySetInnerHTML={{ __html: ` — ${server.descriptionHtml.replace(/^<p>|<\/p>$/g, '')}` }} /> : null}
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {overview.securitySchemes.length ? (
        <Section id="authentication" title={translate(messages, 'theme.openapi.overview.authentication.title', 'Authentication')}>
          {overview.securitySchemes.map((scheme) => (
            <div key={scheme.key}>
              <h3 id={`auth-${scheme.key.toLowerCase()}`}>{scheme.key}</h3>
              <p>{schemeSummary(messages, scheme)}</p>
              <Html html={scheme.descriptionHtml} />
              {scheme.openIdConnectUrl ? (
                <p>{translateNodes(messages, 'theme.openapi.security.discovery', 'Discovery: {url}', { url: <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a> })}</p>
              ) : null}
              {scheme.flows?.map((flow) => <OAuthFlow key={flow.kind} flow={flow} />)}
            </div>
          ))}
        </Section>
      ) : null}
      <Section id="operations" title={translate(messages, 'theme.openapi.overview.operations.title', 'Operations')}>
        {overview.tags.map((tag) => (
          <div key={tag.name}>
            <h3 id={tagAnchor(tag.name)}>{tag.label}</h3>
            <Html html={tag.descriptionHtml} />
            <ul className="api-used-by">
              {tag.operations.map((operation) => (
                <li key={operation.route}>
                  <MethodBadge method={operation.method} /> <a href={withBase[operation.route]}>{operation.title}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </Section>
      {webhooks.length ? (
        <Section id="webhooks" title={translate(messages, 'theme.openapi.overview.webhooks.title', 'Webhooks')}>
          <p>{translate(messages, 'theme.openapi.overview.webhooks.lead', 'Requests the API sends to the endpoints you register.')}</p>
          <ul className="api-used-by">
            {webhooks.map((webhook) => (
              <li key={webhook.href}>
                <MethodBadge method={webhook.method} /> <a href={webhook.href}>{webhook.title}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {schemas.length ? (
        <Section id="schemas" title={translate(messages, 'theme.openapi.overview.schemas.title', 'Schemas')}>
          <ul className="api-schema-list">
            {schemas.map((schema) => (
              <li key={schema.href}>
                <a href={schema.href}>{schema.name}</a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {overview.downloads.length || overview.externalDocs || overview.contact || overview.license ? (
        <Section id="resources" title={translate(messages, 'theme.openapi.overview.resources.title', 'Resources')}>
          <ul>
            {overview.downloads.map((download) => (
              <li key={download.href}>
                <a href={download.href} download>
                  {download.label}
                </a>
              </li>
            ))}
            {overview.externalDocs ? (
              <li>
                <a href={overview.externalDocs.url} rel="noopener noreferrer">{overview.externalDocs.description}</a>
              </li>
            ) : null}
            {overview.contact?.url ? (
              <li>
                Contact: <a href={overview.contact.url} rel="noopener noreferrer">{overview.contact.name ?? overview.contact.url}</a>
              </li>
            ) : null}
            {overview.contact?.email ? (
              <li>
                Email: <a href={`mailto:${overview.contact.email}`}>{overview.contact.email}</a>
              </li>
            ) : null}
            {overview.license ? <li>License: {overview.license.url ? <a href={overview.license.url} rel="noopener noreferrer">{overview.license.name}</a> : overview.license.name}</li> : null}
          </ul>
        </Section>
      ) : null}
    </>
  );
}
