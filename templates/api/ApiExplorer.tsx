import { Fragment, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  buildRequest,
  explainFailure,
  initialValues,
  parameterKey,
  serverUrl,
  toCurl,
  validate,
  type ExplorerParameter,
  type ExplorerProps,
  type ExplorerRequest,
  type ExplorerValues,
} from '../../src/openapi/explorer.ts';
import { credentialDestinationProblem, carriesCredentials } from '../../src/openapi/explorer-destination.ts';
import type { Grant } from '../../src/openapi/oauth-protocol.ts';
import { ExplorerAuthentication, type CredentialStore, type OAuthPanelModule } from './ExplorerAuth.tsx';
import { Field } from './ExplorerField.tsx';
import { typeText } from './type-text.ts';
import { LocaleMessagesContext, translate, translatePlural, useLocaleMessages, type LocaleMessages } from '../translate.ts';

/** What the island gives the component in the browser; absent on the server. */
export interface ExplorerRuntime {
  /** The reader's credentials for the page's API: never in URLs, never logged. */
  credentials: CredentialStore;
  /** The OAuth 2.0 panel's code, loaded when a scheme of the chosen alternative can get a token. */
  loadOAuth?: () => Promise<OAuthPanelModule>;
  onReady: (open: () => void) => void;
}

type Result =
  | { state: 'idle' }
  | { state: 'sending'; abort: () => void }
  | { state: 'done'; status: number; statusText: string; ms: number; headers: Array<[string, string]>; body: string; json: boolean }
  | { state: 'failed'; message: string };

const LOCATIONS: ReadonlyArray<ExplorerParameter['in']> = ['path', 'query', 'header', 'cookie'];

function locationTitle(messages: LocaleMessages, location: ExplorerParameter['in']): string {
  if (location === 'path') return translate(messages, 'theme.openapi.params.path', 'Path parameters');
  if (location === 'query') return translate(messages, 'theme.openapi.params.query', 'Query parameters');
  if (location === 'header') return translate(messages, 'theme.openapi.explorer.headers', 'Headers');
  return translate(messages, 'theme.openapi.explorer.cookies', 'Cookies');
}

/** The page's translations of the console's strings, for the island's props: it renders in the browser, outside the page's context. */
export function explorerMessages(locale: LocaleMessages): LocaleMessages {
  return { locale: locale.locale, messages: Object.fromEntries(Object.entries(locale.messages).filter(([id]) => id.startsWith('theme.openapi.'))) };
}

const JSON_TOKEN = /("(?:\\.|[^"\\])*")(\s*:)?|\b(?:true|false|null)\b|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

/** JSON with its keys, strings, numbers and literals in classes the theme colours. */
function HighlightedJson({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(JSON_TOKEN)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    const kind = match[1] ? (match[2] ? 'key' : 'string') : /\d/.test(match[0][0]!) || match[0][0] === '-' ? 'number' : 'literal';
    parts.push(
      <span key={match.index} className={`json-${kind}`}>
        {match[1] ?? match[0]}
      </span>,
    );
    if (match[2]) parts.push(match[2]);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * The "Try it" panel of an operation page: a button on the server and until first use; in
 * the browser (an island) a form for server, credentials, parameters and body that sends
 * the request and shows the response and the equivalent curl command.
 */
export function ApiExplorer({ props, i18n, runtime }: { props: ExplorerProps; /** The strings' translations, in the browser (see explorerMessages). */ i18n?: LocaleMessages; runtime?: ExplorerRuntime }) {
  const [open, setOpen] = useState(false);
  const page = useLocaleMessages();
  const messages = i18n ?? page;
  useEffect(() => runtime?.onReady(() => setOpen(true)), [runtime]);
  return (
    <LocaleMessagesContext.Provider value={messages}>
      <div className="explorer">
        <button type="button" className="explorer__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
          <span className={`api-method api-method--${props.method.toLowerCase()}`}>{props.method}</span> {translate(messages, 'theme.openapi.explorer.tryIt', 'Try it')}
        </button>
        {open && runtime ? <ExplorerForm props={props} runtime={runtime} /> : null}
      </div>
    </LocaleMessagesContext.Provider>
  );
}

function ExplorerForm({ props, runtime }: { props: ExplorerProps; runtime: ExplorerRuntime }) {
  const id = useId();
  const messages = useLocaleMessages();
  const [stored] = useState(() => runtime.credentials.read());
  const [values, setValues] = useState<ExplorerValues>(() => ({ ...initialValues(props), credentials: stored.credentials }));
  const [grants, setGrants] = useState<Record<string, Grant>>(stored.grants);
  const [remembered, setRemembered] = useState(() => runtime.credentials.remembered());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Result>({ state: 'idle' });
  const [sent, setSent] = useState<ExplorerRequest | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const fieldId = (key: string): string => `${id}-${key.replace(/[^a-zA-Z0-9_-]/g, '_')}`;

  useEffect(() => form.current?.querySelector<HTMLElement>('select, input, textarea')?.focus(), []);
  // After a blocked send, focus the first invalid field so keyboard and screen-reader users land on it.
  const [focusInvalid, setFocusInvalid] = useState(false);
  useEffect(() => {
    if (!focusInvalid) return;
    setFocusInvalid(false);
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusInvalid]);

  const update = (change: Partial<ExplorerValues>): void => setValues((current) => ({ ...current, ...change }));
  const keep = (credentials: Record<string, string>, kept: Record<string, Grant>): void => {
    runtime.credentials.write({ credentials, grants: kept });
    update({ credentials });
    setGrants(kept);
  };
  // A typed secret replaces any token got for the scheme; a got token fills the scheme's field.
  const setCredential = (key: string, secret: string): void => keep({ ...values.credentials, [key]: secret }, Object.fromEntries(Object.entries(grants).filter(([scheme]) => scheme !== key)));
  const setGrant = (key: string, grant: Grant | undefined): void => {
    const kept = Object.fromEntries(Object.entries(grants).filter(([scheme]) => scheme !== key));
    keep({ ...values.credentials, [key]: grant?.accessToken ?? '' }, grant ? { ...kept, [key]: grant } : kept);
  };

  const send = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const problems = validate(props, values, messages);
    setErrors(problems);
    if (Object.keys(problems).length) {
      setResult({ state: 'idle' });
      setFocusInvalid(true);
      return;
    }
    const request = buildRequest(props, values);
    setSent(request);
    const credentialed = carriesCredentials(props, values);
    const misdirected = credentialed ? credentialDestinationProblem({ props, values, requestUrl: request.url, pageUrl: location.href }) : undefined;
    if (misdirected) {
      setResult({ state: 'failed', message: misdirected });
      return;
    }
    const controller = new AbortController();
    let timedOut = false;
    const timer = window.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, props.timeoutMs);
    setResult({ state: 'sending', abort: () => controller.abort() });
    const started = performance.now();
    const target = props.proxyUrl ? props.proxyUrl + request.url : request.url;
    try {
      const response = await fetch(target, {
        method: request.method,
        headers: request.headers.filter(([name]) => name.toLowerCase() !== 'cookie'),
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: controller.signal,
        credentials: 'omit',
        cache: 'no-store',
        // A redirect could take the reader's key or token to another origin: not followed.
        redirect: credentialed ? 'manual' : 'follow',
      });
      if (response.type === 'opaqueredirect') {
        setResult({ state: 'failed', message: 'The API answered with a redirect. The explorer does not follow redirects of requests that carry your credentials, which could take them to another server; the curl command below shows the request.' });
        return;
      }
      const text = await response.text();
      const ms = Math.round(performance.now() - started);
      let body = text;
      let json = false;
      if (/json/.test(response.headers.get('content-type') ?? '') && text) {
        try {
          body = JSON.stringify(JSON.parse(text), null, 2);
          json = true;
        } catch {
          // Not JSON after all: shown as received.
        }
      }
      setResult({ state: 'done', status: response.status, statusText: response.statusText, ms, headers: [...response.headers], body, json });
    } catch (error) {
      if ((error as Error).name === 'AbortError' && !timedOut) setResult({ state: 'failed', message: 'Request cancelled.' });
      else setResult({ state: 'failed', message: explainFailure({ targetUrl: target, pageUrl: location.href, online: navigator.onLine, timedOut, timeoutMs: props.timeoutMs, proxied: !!props.proxyUrl }) });
    } finally {
      window.clearTimeout(timer);
    }
  };

  const forget = (): void => {
    runtime.credentials.clear();
    update({ credentials: {} });
    setGrants({});
    setRemembered(runtime.credentials.remembered());
  };
  const remember = (on: boolean): void => {
    runtime.credentials.remember(on);
    setRemembered(on);
  };

  const server = props.servers[values.server];
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(key)}-error` } : {});

  return (
    <form ref={form} className="explorer__form" onSubmit={(event) => void send(event)} noValidate aria-label={`Try ${props.method} ${props.path}`}>
      <fieldset className="explorer__group">
        <legend>{translate(messages, 'theme.openapi.request.baseUrl.title', 'Server')}</legend>
        {props.servers.length ? (
          <Field id={fieldId('server')} label={translate(messages, 'theme.openapi.request.baseUrl.title', 'Server')} error={errors.server}>
            <select
              id={fieldId('server')}
              value={values.server}
              onChange={(event) => {
                const index = Number(event.target.value);
                update({ server: index, variables: Object.fromEntries((props.servers[index]?.variables ?? []).map((variable) => [variable.name, variable.default])) });
              }}
            >
              {props.servers.map((option, index) => (
                <option key={option.url} value={index}>
                  {option.description ? `${option.description} — ${option.url}` : option.url}
                </option>
              ))}
            </select>
          </Field>
        ) : (
          <p className="explorer__note">The document lists no server: requests go to this site's origin.</p>
        )}
        {server?.variables.map((variable) => {
          const key = `variable:${variable.name}`;
          return (
            <Field key={key} id={fieldId(key)} label={`{${variable.name}}`} hint={variable.description} error={errors[key]}>
              {variable.enum.length ? (
                <select id={fieldId(key)} value={values.variables[variable.name] ?? ''} onChange={(event) => update({ variables: { ...values.variables, [variable.name]: event.target.value } })} {...invalid(key)}>
                  {variable.enum.map((option) => (
                    <option key={option}>{option}</option>
                  ))}
                </select>
              ) : (
                <input id={fieldId(key)} type="text" value={values.variables[variable.name] ?? ''} onChange={(event) => update({ variables: { ...values.variables, [variable.name]: event.target.value } })} {...invalid(key)} />
              )}
            </Field>
          );
        })}
        {server ? <code className="explorer__url">{serverUrl(server, values.variables) + props.path}</code> : null}
      </fieldset>

      {props.security.length ? (
        <ExplorerAuthentication
          props={props}
          values={values}
          grants={grants}
          errors={errors}
          store={runtime.credentials}
          {...(runtime.loadOAuth ? { loadOAuth: runtime.loadOAuth } : {})}
          remembered={remembered}
          fieldId={fieldId}
          onAuthOption={(authOption) => update({ authOption })}
          onCredential={setCredential}
          onGrant={setGrant}
          onRemember={remember}
          onForget={forget}
        />
      ) : null}

      {LOCATIONS.map((where) => {
        const parameters = props.parameters.filter((parameter) => parameter.in === where);
        if (!parameters.length) return null;
        return (
          <fieldset className="explorer__group" key={where}>
            <legend>{locationTitle(messages, where)}</legend>
            {where === 'cookie' ? <p className="explorer__note">Browsers do not let a page set cookies for another site: cookies appear in the curl command only.</p> : null}
            {parameters.map((parameter) => {
              const key = parameterKey(parameter);
              const value = values.parameters[key] ?? '';
              const change = (next: string): void => update({ parameters: { ...values.parameters, [key]: next } });
              const label = (
                <>
                  <code>{parameter.name}</code>{' '}
                  {parameter.required ? (
                    <span className="explorer-field__required" aria-label={translate(messages, 'theme.openapi.schemaItem.required', 'required')}>
                      *
                    </span>
                  ) : null}{' '}
                  <span className="explorer-field__type">{typeText(messages, parameter.typeLabel)}</span>
                </>
              );
              const options = parameter.type === 'boolean' ? ['true', 'false'] : parameter.type !== 'array' ? parameter.enum : [];
              return (
                <Field key={key} id={fieldId(key)} label={label} error={errors[key]} {...(parameter.type === 'array' ? { hint: translate(messages, 'theme.openapi.explorer.commaSeparated', 'Separate values with commas.') } : {})}>
                  {options.length ? (
                    <select id={fieldId(key)} value={value} onChange={(event) => change(event.target.value)} required={parameter.required} {...invalid(key)}>
                      <option value="">{parameter.required ? translate(messages, 'theme.openapi.explorer.choose', 'Choose…') : translate(messages, 'theme.openapi.explorer.notSent', '(not sent)')}</option>
                      {options.map((option) => (
                        <option key={option}>{option}</option>
                      ))}
                    </select>
                  ) : (
                    <input
                      id={fieldId(key)}
                      type="text"
                      inputMode={parameter.type === 'integer' || parameter.type === 'number' ? 'decimal' : undefined}
                      placeholder={parameter.example}
                      value={value}
                      onChange={(event) => change(event.target.value)}
                      required={parameter.required}
                      {...invalid(key)}
                    />
                  )}
                </Field>
              );
            })}
          </fieldset>
        );
      })}

      {props.body ? (
        <fieldset className="explorer__group">
          <legend>{translate(messages, 'theme.openapi.request.body.title', 'Request body')}{props.body.required ? <span className="explorer-field__required" aria-label={translate(messages, 'theme.openapi.schemaItem.required', 'required')}> *</span> : null}</legend>
          {props.body.contents.length > 1 ? (
            <Field id={fieldId('media-type')} label={translate(messages, 'theme.openapi.explorer.contentType', 'Content type')}>
              <select
                id={fieldId('media-type')}
                value={values.mediaType}
                onChange={(event) => update({ mediaType: event.target.value, body: props.body!.contents.find((content) => content.mediaType === event.target.value)?.example ?? '' })}
              >
                {props.body.contents.map((content) => (
                  <option key={content.mediaType}>{content.mediaType}</option>
                ))}
              </select>
            </Field>
          ) : null}
          <Field id={fieldId('body')} label={values.mediaType || translate(messages, 'theme.openapi.explorer.body', 'Body')} error={errors.body}>
            <textarea id={fieldId('body')} className="explorer__body" spellCheck={false} rows={Math.min(16, Math.max(4, values.body.split('\n').length))} value={values.body} onChange={(event) => update({ body: event.target.value })} {...invalid('body')} />
          </Field>
        </fieldset>
      ) : null}

      <div className="explorer__actions">
        <button type="submit" className="explorer__send" disabled={result.state === 'sending'}>
          {translate(messages, 'theme.openapi.request.sendButton', 'Send request')}
        </button>
        {result.state === 'sending' ? (
          <button type="button" className="explorer__cancel" onClick={result.abort}>
            {translate(messages, 'theme.openapi.explorer.cancel', 'Cancel')}
          </button>
        ) : null}
        {Object.keys(errors).length ? (
          <span className="explorer__summary" role="alert">
            {translatePlural(messages, 'theme.openapi.explorer.fieldsNeedAttention', '{count} field needs attention|{count} fields need attention', Object.keys(errors).length)}
          </span>
        ) : null}
      </div>

      <div className="explorer__result" aria-live="polite">
        {result.state === 'sending' ? <p className="explorer__note">{translate(messages, 'theme.openapi.request.fetchingMessage', 'Sending…')}</p> : null}
        {result.state === 'failed' ? (
          <p className="explorer__failure" role="alert">
            {result.message}
          </p>
        ) : null}
        {result.state === 'done' ? (
          <div className="explorer__response">
            <p className="explorer__status">
              <span className={`api-status api-status--${String(result.status)[0]}`}>{result.status}</span> {result.statusText}{' '}
              <span className="explorer__time">{result.ms} ms</span>
            </p>
            <details className="explorer__headers">
              <summary>{translate(messages, 'theme.openapi.response.headersTab', 'Response headers ({count})', { count: result.headers.length })}</summary>
              <dl>
                {result.headers.map(([name, value]) => (
                  <Fragment key={name}>
                    <dt>{name}</dt>
                    <dd>{value}</dd>
                  </Fragment>
                ))}
              </dl>
            </details>
            {result.body ? (
              <pre className="explorer__response-body">
                <code>{result.json ? <HighlightedJson text={result.body} /> : result.body}</code>
              </pre>
            ) : (
              <p className="explorer__note">{translate(messages, 'theme.openapi.response.noBody', 'No body.')}</p>
            )}
          </div>
        ) : null}
        {sent && result.state !== 'idle' ? (
          <div className="explorer__curl">
            <p className="explorer__curl-title">{sent.notSent.length ? translate(messages, 'theme.openapi.response.curlNotSent', 'curl (the browser could not send the cookies)') : translate(messages, 'theme.openapi.response.curl', 'Sent as curl')}</p>
            <pre>
              <code>{toCurl(sent)}</code>
            </pre>
          </div>
        ) : null}
      </div>
    </form>
  );
}
