/**
 * Where the explorer may send the reader's credentials: to the API's server only, the one
 * chosen in the form. A server variable that would move the request to another host (`@`, `/`
 * in `{host}` or `{port}`), or a path that leaves the server's origin, stops the request with a
 * message instead of taking a key or token elsewhere.
 */
import { serverUrl, type ExplorerProps, type ExplorerValues } from './explorer.ts';

/** Whether the chosen security alternative has a secret to send. */
export function carriesCredentials(props: ExplorerProps, values: ExplorerValues): boolean {
  return (props.security[values.authOption] ?? []).some((scheme) => (values.credentials[scheme.key] ?? '') !== '');
}

/** The variables written in the scheme, host or port of a server URL (`https://{region}.api.example:{port}/v1`). */
function originVariables(template: string): string[] {
  const origin = /^(?:[^:/?#]*:)?\/\/[^/?#]*|^[^:/?#]*:(?!\/\/)/.exec(template)?.[0] ?? '';
  return [...origin.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
}

const HOST_CHARACTERS = /^[A-Za-z0-9.-]+$/;

/**
 * Why a request with credentials may not go where its URL points, or undefined when it goes
 * to the chosen server's origin (the page's own when the document lists no server).
 */
export function credentialDestinationProblem(options: { props: ExplorerProps; values: ExplorerValues; requestUrl: string; pageUrl: string }): string | undefined {
  const { props, values } = options;
  const server = props.servers[values.server];
  for (const name of server ? originVariables(server.url) : []) {
    const value = values.variables[name] ?? '';
    if (!HOST_CHARACTERS.test(value)) {
      return `The server variable {${name}} is part of the server's address and may hold only letters, digits, dots and hyphens, got \`${value}\`: your credentials are sent only to the API's server.`;
    }
  }
  let expected: string;
  let actual: string;
  try {
    expected = new URL(serverUrl(server, values.variables) || '/', options.pageUrl).origin;
    actual = new URL(options.requestUrl, options.pageUrl).origin;
  } catch {
    return 'The request URL is not a valid URL: check the server and its variables.';
  }
  if (actual === expected) return undefined;
  return `The request would go to ${actual}, not to the API's server ${expected}: the explorer does not send your credentials there.`;
}
