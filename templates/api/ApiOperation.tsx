import type { ApiCallback, ApiMediaType, ApiOperation, ApiParameter } from '../../src/openapi/api-model.ts';
import type { ExplorerProps } from '../../src/openapi/explorer.ts';
import { TabItem, Tabs } from '../components/mdx-components.tsx';
import { ApiExplorer, explorerMessages } from './ApiExplorer.tsx';
import { islandProps } from '../island-props.ts';
import { Code, DeprecatedFlag, exampleLang, Html, MethodBadge, RequiredFlag, Section, type HighlightedCode } from './ApiParts.tsx';
import { Security } from './ApiSecurity.tsx';
import { statusText } from './status-text.ts';
import { SchemaFacts, SchemaTree, TypeLabel } from './SchemaTree.tsx';
import { translate, useLocaleMessages, type LocaleMessages } from '../translate.ts';
import { HEADING_LINK_CLASS } from '../../src/shared/heading-link.ts';

function locationTitle(messages: LocaleMessages, location: ApiParameter['in']): string {
  if (location === 'path') return translate(messages, 'theme.openapi.params.path', 'Path parameters');
  if (location === 'query') return translate(messages, 'theme.openapi.params.query', 'Query parameters');
  if (location === 'header') return translate(messages, 'theme.openapi.params.header', 'Header parameters');
  return translate(messages, 'theme.openapi.params.cookie', 'Cookie parameters');
}

function Parameters({ parameters }: { parameters: ApiParameter[] }) {
  const messages = useLocaleMessages();
  return (
    <>
      {(['path', 'query', 'header', 'cookie'] as const).map((location) => {
        const list = parameters.filter((p) => p.in === location);
        if (!list.length) return null;
        return (
          <div key={location}>
            <h3 id={`${location}-parameters`}>{locationTitle(messages, location)}</h3>
            <ul className="schema-props">
              {list.map((parameter) => (
                <li className="schema-prop" key={parameter.name}>
                  <div className="schema-prop__head">
                    <code className="schema-prop__name">{parameter.name}</code> <TypeLabel node={parameter.schema} />
                    {parameter.required ? <RequiredFlag /> : null}
                    {parameter.deprecated ? <DeprecatedFlag /> : null}
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
  const messages = useLocaleMessages();
  return (
    <aside className="api-operation__aside" aria-label={translate(messages, 'theme.openapi.samples.ariaLabel', 'Code samples and examples')}>
      {op.samples.length ? (
        <Section id="code-samples" title={translate(messages, 'theme.openapi.codeSamples.title', 'Code samples')} className="api-samples">
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
        <div className="api-explorer" data-island="explorer" data-props={islandProps({ ...explorer, i18n: explorerMessages(messages) })}>
          <ApiExplorer props={explorer} />
        </div>
      ) : null}
      {op.requestBody && hasExample(op.requestBody.contents) ? (
        <Section id="request-example" title={op.webhook ? translate(messages, 'theme.openapi.webhook.example.title', 'Payload example') : translate(messages, 'theme.openapi.request.example.title', 'Request example')} className="api-request-example">
          <MediaExamples contents={op.requestBody.contents} highlighted={highlighted} />
        </Section>
      ) : null}
      {responses.length ? (
        <Section id="response-examples" title={translate(messages, 'theme.openapi.responseExamples.title', 'Response examples')} className="api-response-examples">
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
  const messages = useLocaleMessages();
  return (
    <div className="api-callback">
      <h3 id={id}>
        {callback.name}
        <a href={`#${id}`} className={HEADING_LINK_CLASS} aria-label={translate(messages, 'theme.common.headingLinkTitle', 'Direct link to {heading}', { heading: callback.name })}>
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
            <strong>{translate(messages, 'theme.openapi.webhook.payload.title', 'Payload')}</strong>
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

/** The responses by status, with headers and bodies; their examples are in the side column. */
function Responses({ responses }: { responses: ApiOperation['responses'] }) {
  const messages = useLocaleMessages();
  return (
    <Section id="responses" title={translate(messages, 'theme.openapi.tabs.responses.label', 'Responses')}>
      {responses.map((response) => (
        <div className="api-response" data-status={response.status} key={response.status}>
          <h3 id={`response-${response.status}`}>
            <span className={`api-status api-status--${response.status[0]}`}>{response.status}</span> {statusText(messages, response.status)}
          </h3>
          <Html html={response.descriptionHtml} />
          {response.headers.length ? (
            <ul className="schema-props">
              {response.headers.map((header) => (
                <li className="schema-prop" key={header.name}>
                  <div className="schema-prop__head">
                    <code className="schema-prop__name">{header.name}</code> <span className="schema-flag">{translate(messages, 'theme.openapi.schemaItem.header', 'header')}</span>{' '}
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
  );
}

/**
 * The content of an operation page (the layout adds sidebar, TOC and pagination): the
 * description, parameters, request body and responses, and beside them (or, on narrow
 * screens, between the request body and the responses) the samples and examples.
 */
export function ApiOperationContent({ op, highlighted, explorer }: { op: ApiOperation; highlighted: HighlightedCode; explorer?: ExplorerProps }) {
  const messages = useLocaleMessages();
  return (
    <>
      {/* First in the page, across both columns: search reads the operation's method and path from here. */}
      <div className="api-endpoint">
        <MethodBadge method={op.method} />
        <code className="api-path">{op.path}</code>
        {op.webhook ? <span className="badge badge--secondary">{translate(messages, 'theme.openapi.badge.webhook', 'Webhook')}</span> : null}
        {op.deprecated ? <span className="badge badge--warning">{translate(messages, 'theme.openapi.badge.deprecated', 'Deprecated')}</span> : null}
      </div>
      {op.webhook ? <p className="api-webhook-lead">{translate(messages, 'theme.openapi.webhook.lead', 'The API sends this request to the endpoint you register, when the event happens.')}</p> : null}
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
            <Section id="authorization" title={translate(messages, 'theme.openapi.request.auth.title', 'Authorization')}>
              <Security alternatives={op.security} />
            </Section>
          )}
          {op.parameters.length ? (
            <Section id="parameters" title={translate(messages, 'theme.openapi.request.parameters.title', 'Parameters')}>
              <Parameters parameters={op.parameters} />
            </Section>
          ) : null}
          {op.requestBody ? (
            <Section id="request-body" title={op.webhook ? translate(messages, 'theme.openapi.webhook.payload.title', 'Payload') : translate(messages, 'theme.openapi.request.body.title', 'Request body')}>
              <p>{op.requestBody.required ? <RequiredFlag /> : <span className="schema-flag">{translate(messages, 'theme.openapi.schemaItem.optional', 'optional')}</span>}</p>
              <Html html={op.requestBody.descriptionHtml} />
              <MediaTypes contents={op.requestBody.contents} idPrefix="request" />
            </Section>
          ) : null}
        </div>
        <OperationSamples op={op} highlighted={highlighted} explorer={explorer} />
        <div className="api-operation__responses">
          <Responses responses={op.responses} />
          {op.callbacks.length ? (
            <Section id="callbacks" title={translate(messages, 'theme.openapi.callbacks.title', 'Callbacks')}>
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
