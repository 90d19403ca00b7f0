import type { ReactNode } from 'react';
import type { ApiCallback, ApiMediaType, ApiOAuthFlow, ApiOperation, ApiOverview, ApiParameter, ApiSchemaPage, ApiSecurityScheme } from '../../src/openapi/api-model.ts';
import type { ExplorerProps } from '../../src/openapi/explorer.ts';
import { TabItem, Tabs } from '../components/mdx-components.tsx';
import { ApiExplorer } from './ApiExplorer.tsx';
import { isXmlMediaType } from '../../src/openapi/schema.ts';
import { SchemaFacts, SchemaTree, TypeLabel } from './SchemaTree.tsx';

/** Highlighted code, keyed by `codeKey(lang, code)`: highlighting happens before rendering. */
export type HighlightedCode = Record<string, string>;

export const codeKey = (lang: string, code: string): string => `${lang}\n${code}`;

/** The id of a tag's section on the overview page. */
export const tagAnchor = (tag: string): string => `tag-${tag.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

const STATUS_TEXT: Record<string, string> = {
  '200': 'OK', '201': 'Created', '202': 'Accepted', '204': 'No Content', '301': 'Moved Permanently', '302': 'Found', '304': 'Not Modified',
  '400': 'Bad Request', '401': 'Unauthorized', '403': 'Forbidden', '404': 'Not Found', '405': 'Method Not Allowed', '409': 'Conflict',
  '410': 'Gone', '412': 'Precondition Failed', '415': 'Unsupported Media Type', '422': 'Unprocessable Content', '429': 'Too Many Requests',
  '500': 'Internal Server Error', '502': 'Bad Gateway', '503': 'Service Unavailable', '504': 'Gateway Timeout', default: 'Any other status',
};

function Code({ code, lang, highlighted }: { code: string; lang: string; highlighted: HighlightedCode }) {
  const html = highlighted[codeKey(lang, code)];
  return html ? <div dangerouslySetInnerHTML={{ __html: html }} /> : <pre><code>{code}</code></pre>;
}

export function MethodBadge({ method }: { method: string }) {
  return <span className={`api-method api-method--${method.toLowerCase()}`}>{method}</span>;
}

function Html({ html, className }: { html: string; className?: string }) {
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}

function Section({ id, title, className, children }: { id: string; title: string; className?: string; children: ReactNode }) {
  return (
    <section className={className}>
      <h2 id={id}>
        {title}
        <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${title}`}>
          #
        </a>
      </h2>
      {children}
    </section>
  );
}

function Security({ alternatives }: { alternatives: ApiSecurityScheme[][] }) {
  if (!alternatives.length) return <p>No authentication.</p>;
  return (
    <ul className="api-security">
      {alternatives.map((schemes, index) => (
        <li key={index}>
          {index ? <span className="api-or">or </span> : null}
          {schemes.map((scheme, i) => (
            <span key={scheme.key}>
              {i ? ' and ' : ''}
              <strong>{scheme.key}</strong>: {scheme.summary.replace(/`([^`]+)`/g, '$1')}
              {scheme.scopes?.length ? (
                <>
                  {' '}with scope{scheme.scopes.length > 1 ? 's' : ''}{' '}
                  {scheme.scopes.map((scope, n) => (
                    <span key={scope}>
                      {n ? ', ' : ''}
                      <code>{scope}</code>
                    </span>
                  ))}
                </>
              ) : null}
            </span>
          ))}
        </li>
      ))}
    </ul>
  );
}

const FLOW_URLS = [
  ['authorizationUrl', 'Authorization URL'],
  ['deviceAuthorizationUrl', 'Device authorization URL'],
  ['tokenUrl', 'Token URL'],
  ['refreshUrl', 'Refresh URL'],
] as const;

/** One OAuth 2.0 flow of a scheme: its URLs and the scopes it can grant. */
function OAuthFlow({ flow }: { flow: ApiOAuthFlow }) {
  return (
    <div className="api-oauth-flow">
      <p>
        <strong>{flow.label} flow</strong>
      </p>
      <dl className="api-oauth-flow__urls">
        {FLOW_URLS.map(([key, label]) =>
          flow[key] ? (
            <div key={key}>
              <dt>{label}</dt>
              <dd>
                <code>{flow[key]}</code>
              </dd>
            </div>
          ) : null,
        )}
      </dl>
      {flow.scopes.length ? (
        <table className="api-oauth-flow__scopes">
          <thead>
            <tr>
              <th>Scope</th>
              <th>Grants</th>
            </tr>
          </thead>
          <tbody>
            {flow.scopes.map((scope) => (
              <tr key={scope.name}>
                <td>
                  <code>{scope.name}</code>
                </td>
                <td dangerouslySetInnerHTML={{ __html: scope.descriptionHtml }} />
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}

const LOCATION_TITLES = { path: 'Path parameters', query: 'Query parameters', header: 'Header parameters', cookie: 'Cookie parameters' } as const;

function Parameters({ parameters }: { parameters: ApiParameter[] }) {
  return (
    <>
      {(['path', 'query', 'header', 'cookie'] as const).map((location) => {
        const list = parameters.filter((p) => p.in === location);
        if (!list.length) return null;
        return (
          <div key={location}>
            <h3 id={`${location}-parameters`}>{LOCATION_TITLES[location]}</h3>
            <ul className="schema-props">
              {list.map((parameter) => (
                <li className="schema-prop" key={parameter.name}>
                  <div className="schema-prop__head">
                    <code className="schema-prop__name">{parameter.name}</code> <TypeLabel node={parameter.schema} />
                    {parameter.required ? <span className="schema-flag schema-flag--required">required</span> : null}
                    {parameter.deprecated ? <span className="schema-flag schema-flag--deprecated">deprecated</span> : null}
                  </div>
                  <Html html={parameter.descriptionHtml} className="schema-description" />
                  <SchemaFacts node={{ ...parameter.schema, descriptionHtml: '', example: parameter.example }} />
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

/** The highlighter language of an example of this media type. */
export const exampleLang = (mediaType: string): string => (mediaType.includes('json') ? 'json' : isXmlMediaType(mediaType) ? 'xml' : 'text');

/** Each media type of a request or response: its type and schema tree (the examples stand in the side column). */
function MediaTypes({ contents, idPrefix }: { contents: ApiMediaType[]; idPrefix: string }) {
  return (
    <>
      {contents.map((media) => (
        <div className="api-media" key={media.mediaType} id={`${idPrefix}-${media.mediaType.replace(/[^a-z0-9]+/gi, '-')}`}>
          <p className="api-media__type">
            <code>{media.mediaType}</code>
          </p>
          {media.schema ? <SchemaTree node={media.schema} /> : null}
        </div>
      ))}
    </>
  );
}

/** The examples of one request or response, each under its media type. */
function MediaExamples({ contents, highlighted }: { contents: ApiMediaType[]; highlighted: HighlightedCode }) {
  return (
    <>
      {contents.map((media) =>
        media.example !== undefined ? (
          <div className="api-example" key={media.mediaType}>
            <p className="api-example__type">
              <code>{media.mediaType}</code>
            </p>
            {media.examples ? (
              // Every named example, selectable; their names are the document's, so no shared group.
              <Tabs>
                {media.examples.map((example) => (
                  <TabItem key={example.name} value={example.name} label={example.summary ?? example.name}>
                    <Code code={example.code} lang={exampleLang(media.mediaType)} highlighted={highlighted} />
                  </TabItem>
                ))}
              </Tabs>
            ) : (
              <Code code={media.example} lang={exampleLang(media.mediaType)} highlighted={highlighted} />
            )}
          </div>
        ) : null,
      )}
    </>
  );
}

const hasExample = (contents: ApiMediaType[]): boolean => contents.some((media) => media.example !== undefined);

/**
 * The side column of an operation: code samples, "Try it", the request body's example and
 * the response examples by status. From 1200 px it stands beside the description and
 * sticks below the navbar; narrower, it follows the request body.
 */
function OperationSamples({ op, highlighted, explorer }: { op: ApiOperation; highlighted: HighlightedCode; explorer?: ExplorerProps }) {
  const responses = op.responses.filter((response) => hasExample(response.contents));
  return (
    <aside className="api-operation__aside" aria-label="Code samples and examples">
      {op.samples.length ? (
        <Section id="code-samples" title="Code samples" className="api-samples">
          <Tabs groupId="api-language">
            {op.samples.map((sample) => (
              <TabItem key={sample.label} value={sample.label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')} label={sample.label}>
                <Code code={sample.code} lang={sample.lang} highlighted={highlighted} />
              </TabItem>
            ))}
          </Tabs>
        </Section>
      ) : null}
      {explorer ? (
        // An island: hydrated, with React, only when the reader opens it.
        <div className="api-explorer" data-island="explorer" data-props={JSON.stringify(explorer)}>
          <ApiExplorer props={explorer} />
        </div>
      ) : null}
      {op.requestBody && hasExample(op.requestBody.contents) ? (
        <Section id="request-example" title={op.webhook ? 'Payload example' : 'Request example'} className="api-request-example">
          <MediaExamples contents={op.requestBody.contents} highlighted={highlighted} />
        </Section>
      ) : null}
      {responses.length ? (
        <Section id="response-examples" title="Response examples" className="api-response-examples">
          <Tabs>
            {responses.map((response) => (
              <TabItem key={response.status} value={response.status} label={response.status}>
                <MediaExamples contents={response.contents} highlighted={highlighted} />
              </TabItem>
            ))}
          </Tabs>
        </Section>
      ) : null}
    </aside>
  );
}

/** The id of a callback's heading: `callback-payment-succeeded-post`. */
export const callbackAnchor = (callback: ApiCallback): string => `callback-${`${callback.name}-${callback.method}`.replace(/([a-z\d])([A-Z])/g, '$1-$2').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

/** A request the API makes back to the client: the URL expression, the payload it sends, the answers it expects. */
function Callback({ callback, highlighted }: { callback: ApiCallback; highlighted: HighlightedCode }) {
  const id = callbackAnchor(callback);
  return (
    <div className="api-callback">
      <h3 id={id}>
        {callback.name}
        <a href={`#${id}`} className="hash-link" aria-label={`Direct link to ${callback.name}`}>
          #
        </a>
      </h3>
      <div className="api-endpoint api-endpoint--callback">
        <MethodBadge method={callback.method} />
        <code className="api-path">{callback.expression}</code>
      </div>
      {callback.summary ? <p>{callback.summary}</p> : null}
      <Html html={callback.descriptionHtml} />
      {callback.requestBody ? (
        <>
          <p>
            <strong>Payload</strong>
          </p>
          <Html html={callback.requestBody.descriptionHtml} />
          <MediaTypes contents={callback.requestBody.contents} idPrefix={`${id}-request`} />
          <MediaExamples contents={callback.requestBody.contents} highlighted={highlighted} />
        </>
      ) : null}
      {callback.responses.length ? (
        <ul className="api-callback__responses">
          {callback.responses.map((response) => (
            <li key={response.status}>
              <span className={`api-status api-status--${response.status[0]}`}>{response.status}</span> <Html html={response.descriptionHtml} />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The content of an operation page (the layout adds sidebar, TOC and pagination): the
 * description, parameters, request body and responses, and beside them (or, on narrow
 * screens, between the request body and the responses) the samples and examples.
 */
export function ApiOperationContent({ op, highlighted, explorer }: { op: ApiOperation; highlighted: HighlightedCode; explorer?: ExplorerProps }) {
  return (
    <>
      {/* First in the page, across both columns: search reads the operation's method and path from here. */}
      <div className="api-endpoint">
        <MethodBadge method={op.method} />
        <code className="api-path">{op.path}</code>
        {op.webhook ? <span className="badge badge--secondary">Webhook</span> : null}
        {op.deprecated ? <span className="badge badge--warning">Deprecated</span> : null}
      </div>
      {op.webhook ? <p className="api-webhook-lead">The API sends this request to the endpoint you register, when the event happens.</p> : null}
      {op.servers.length ? (
        <p className="api-servers">
          {op.servers.map((server, index) => (
            <span key={server}>
              {index ? ' · ' : ''}
              <code>{server.replace(/\/$/, '') + op.path}</code>
            </span>
          ))}
        </p>
      ) : null}
      <div className="api-operation">
        <div className="api-operation__main">
          <Html html={op.descriptionHtml} />
          {op.webhook && !op.security.length ? null : (
            <Section id="authorization" title="Authorization">
              <Security alternatives={op.security} />
            </Section>
          )}
          {op.parameters.length ? (
            <Section id="parameters" title="Parameters">
              <Parameters parameters={op.parameters} />
            </Section>
          ) : null}
          {op.requestBody ? (
            <Section id="request-body" title={op.webhook ? 'Payload' : 'Request body'}>
              <p>{op.requestBody.required ? <span className="schema-flag schema-flag--required">required</span> : <span className="schema-flag">optional</span>}</p>
              <Html html={op.requestBody.descriptionHtml} />
              <MediaTypes contents={op.requestBody.contents} idPrefix="request" />
            </Section>
          ) : null}
        </div>
        <OperationSamples op={op} highlighted={highlighted} explorer={explorer} />
        <div className="api-operation__responses">
          <Section id="responses" title="Responses">
            {op.responses.map((response) => (
              <div className="api-response" data-status={response.status} key={response.status}>
                <h3 id={`response-${response.status}`}>
                  <span className={`api-status api-status--${response.status[0]}`}>{response.status}</span> {STATUS_TEXT[response.status] ?? ''}
                </h3>
                <Html html={response.descriptionHtml} />
                {response.headers.length ? (
                  <ul className="schema-props">
                    {response.headers.map((header) => (
                      <li className="schema-prop" key={header.name}>
                        <div className="schema-prop__head">
                          <code className="schema-prop__name">{header.name}</code> <span className="schema-flag">header</span>{' '}
                          {header.schema ? <TypeLabel node={header.schema} /> : null}
                        </div>
                        <Html html={header.descriptionHtml} className="schema-description" />
                        {header.schema ? <SchemaFacts node={{ ...header.schema, descriptionHtml: '', ...(header.example !== undefined ? { example: header.example } : {}) }} /> : null}
                      </li>
                    ))}
                  </ul>
                ) : null}
                <MediaTypes contents={response.contents} idPrefix={`response-${response.status}`} />
              </div>
            ))}
          </Section>
          {op.callbacks.length ? (
            <Section id="callbacks" title="Callbacks">
              {op.callbacks.map((callback) => (
                <Callback key={callbackAnchor(callback)} callback={callback} highlighted={highlighted} />
              ))}
            </Section>
          ) : null}
        </div>
      </div>
    </>
  );
}

/** Operations listed under "Used by": Microsoft Graph's error schema is used by 11,000. */
const USED_BY_SHOWN = 100;

/** The content of a schema page. */
export function ApiSchemaContent({ schema, highlighted }: { schema: ApiSchemaPage; highlighted: HighlightedCode }) {
  return (
    <>
      <Section id="properties" title="Properties">
        <SchemaTree node={schema.node} />
      </Section>
      {schema.example !== undefined ? (
        <Section id="example" title="Example">
          <Code code={schema.example} lang="json" highlighted={highlighted} />
        </Section>
      ) : null}
      {schema.usedBy.length ? (
        <Section id="used-by" title="Used by">
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
  return (
    <>
      {overview.version ? <p><span className="badge">Version {overview.version}</span></p> : null}
      <Html html={overview.descriptionHtml} />
      {overview.servers.length ? (
        <Section id="servers" title="Servers">
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
        <Section id="authentication" title="Authentication">
          {overview.securitySchemes.map((scheme) => (
            <div key={scheme.key}>
              <h3 id={`auth-${scheme.key.toLowerCase()}`}>{scheme.key}</h3>
              <p>{scheme.summary.replace(/`([^`]+)`/g, '$1')}</p>
              <Html html={scheme.descriptionHtml} />
              {scheme.openIdConnectUrl ? (
                <p>
                  Discovery: <a href={scheme.openIdConnectUrl}>{scheme.openIdConnectUrl}</a>
                </p>
              ) : null}
              {scheme.flows?.map((flow) => <OAuthFlow key={flow.kind} flow={flow} />)}
            </div>
          ))}
        </Section>
      ) : null}
      <Section id="operations" title="Operations">
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
        <Section id="webhooks" title="Webhooks">
          <p>Requests the API sends to the endpoints you register.</p>
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
        <Section id="schemas" title="Schemas">
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
        <Section id="resources" title="Resources">
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
