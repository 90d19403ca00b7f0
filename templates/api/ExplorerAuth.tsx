/** The "Authentication" part of the explorer's form: the credentials of the chosen security alternative, and where they are kept. */
import { Fragment, lazy, Suspense, useMemo, type ComponentType } from 'react';
import type { ExplorerAuthScheme, ExplorerOAuthClient, ExplorerProps, ExplorerValues } from '../../src/openapi/explorer.ts';
import type { Grant } from '../../src/openapi/oauth-protocol.ts';
import { Field } from './ExplorerField.tsx';
import { translate, useLocaleMessages, type LocaleMessages } from '../translate.ts';

/** What the explorer keeps of the reader's credentials: scheme key → secret, and what it knows of the tokens it got. */
export interface StoredCredentials {
  credentials: Record<string, string>;
  grants: Record<string, Grant>;
}

/** The reader's credentials for one API, kept for the tab or the device (see credential-store.ts). */
export interface CredentialStore {
  keep: ExplorerProps['keepCredentials'];
  read: () => StoredCredentials;
  write: (stored: StoredCredentials) => void;
  /** Whether they are kept on this device (local storage) rather than for the tab. */
  remembered: () => boolean;
  remember: (on: boolean) => void;
  /** Forget every credential of the API, wherever it is kept. */
  clear: () => void;
}

/** The panel that gets a token for an OAuth 2.0 or OpenID Connect scheme (loaded on first use). */
export interface OAuthPanelProps {
  scheme: ExplorerAuthScheme & { oauth: NonNullable<ExplorerAuthScheme['oauth']> };
  client: ExplorerOAuthClient;
  /** The token got for the scheme, while it is the one in the form. */
  grant?: Grant;
  /** A token got (kept), or none (log out). */
  onGrant: (grant: Grant | undefined) => void;
  /** Prefix of the panel's field ids. */
  idPrefix: string;
}

export type OAuthPanelModule = { default: ComponentType<OAuthPanelProps> };

interface AuthenticationProps {
  props: ExplorerProps;
  values: ExplorerValues;
  grants: Record<string, Grant>;
  errors: Record<string, string>;
  store: CredentialStore;
  loadOAuth?: () => Promise<OAuthPanelModule>;
  remembered: boolean;
  fieldId: (key: string) => string;
  onAuthOption: (index: number) => void;
  /** A secret typed by the reader (it replaces any token got for the scheme). */
  onCredential: (key: string, secret: string) => void;
  onGrant: (key: string, grant: Grant | undefined) => void;
  onRemember: (on: boolean) => void;
  onForget: () => void;
}

function storageNote(messages: LocaleMessages, store: CredentialStore, remembered: boolean): string {
  if (store.keep === 'none') return translate(messages, 'theme.openapi.explorer.notStored', 'Credentials are not stored: they are forgotten when you leave this page. They are sent only to the API.');
  return remembered
    ? translate(messages, 'theme.openapi.explorer.storedOnDevice', 'Credentials are remembered on this device (local storage) for every page of this API, and sent only to the API.')
    : translate(messages, 'theme.openapi.explorer.storedInTab', 'Credentials stay in this browser tab (session storage) for every page of this API, and are sent only to the API.');
}

export function ExplorerAuthentication(input: AuthenticationProps) {
  const { props, values, errors, fieldId } = input;
  const OAuthPanel = useMemo(() => (input.loadOAuth && props.oauth ? lazy(input.loadOAuth) : undefined), [input.loadOAuth, props.oauth]);
  const invalid = (key: string) => (errors[key] ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(key)}-error` } : {});
  const schemes = props.security[values.authOption] ?? [];
  const messages = useLocaleMessages();
  return (
    <fieldset className="explorer__group">
      <legend>{translate(messages, 'theme.openapi.explorer.authentication', 'Authentication')}</legend>
      {props.security.length > 1 ? (
        <Field id={fieldId('auth-option')} label={translate(messages, 'theme.openapi.explorer.authMethod', 'Method')}>
          <select id={fieldId('auth-option')} value={values.authOption} onChange={(event) => input.onAuthOption(Number(event.target.value))}>
            {props.security.map((option, index) => (
              <option key={index} value={index}>
                {option.map((scheme) => scheme.key).join(' + ')}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      {schemes.map((scheme) => {
        const key = `auth:${scheme.key}`;
        const secret = values.credentials[scheme.key] ?? '';
        if (scheme.kind === 'basic') {
          const [user = '', password = ''] = secret.split(/:(.*)/s);
          return (
            <Fragment key={key}>
              <Field id={fieldId(`${key}-user`)} label={translate(messages, 'theme.openapi.explorer.userName', '{scheme}: user name', { scheme: scheme.key })} error={errors[key]}>
                <input id={fieldId(`${key}-user`)} type="text" autoComplete="off" value={user} onChange={(event) => input.onCredential(scheme.key, `${event.target.value}:${password}`)} {...invalid(key)} />
              </Field>
              <Field id={fieldId(`${key}-password`)} label={translate(messages, 'theme.openapi.explorer.password', '{scheme}: password', { scheme: scheme.key })}>
                <input id={fieldId(`${key}-password`)} type="password" autoComplete="off" value={password} onChange={(event) => input.onCredential(scheme.key, `${user}:${event.target.value}`)} />
              </Field>
            </Fragment>
          );
        }
        const oauth = scheme.oauth;
        const grant = input.grants[scheme.key];
        return (
          <Fragment key={key}>
            <Field id={fieldId(key)} label={scheme.kind === 'apiKey' ? translate(messages, 'theme.openapi.explorer.apiKey', '{name} (API key in {in})', { name: scheme.name ?? '', in: scheme.in ?? '' }) : translate(messages, 'theme.openapi.explorer.bearerToken', '{scheme} (bearer token)', { scheme: scheme.key })} error={errors[key]}>
              <input id={fieldId(key)} type="password" autoComplete="off" spellCheck={false} value={secret} onChange={(event) => input.onCredential(scheme.key, event.target.value)} {...invalid(key)} />
            </Field>
            {oauth && OAuthPanel && props.oauth ? (
              <Suspense fallback={<p className="explorer__note">{translate(messages, 'theme.openapi.explorer.loadingSignIn', 'Loading sign-in…')}</p>}>
                <OAuthPanel scheme={{ ...scheme, oauth }} client={props.oauth} {...(grant && grant.accessToken === secret ? { grant } : {})} onGrant={(got) => input.onGrant(scheme.key, got)} idPrefix={fieldId(`${key}-oauth`)} />
              </Suspense>
            ) : null}
          </Fragment>
        );
      })}
      <p className="explorer__note">
        {storageNote(messages, input.store, input.remembered)}{' '}
        {input.store.keep !== 'none' ? (
          <label className="explorer__remember">
            <input type="checkbox" checked={input.remembered} onChange={(event) => input.onRemember(event.target.checked)} /> {translate(messages, 'theme.openapi.explorer.remember', 'Remember on this device')}
          </label>
        ) : null}{' '}
        <button type="button" className="explorer__link-button" onClick={input.onForget}>
          {translate(messages, 'theme.openapi.explorer.forget', 'Forget credentials')}
        </button>
      </p>
    </fieldset>
  );
}
