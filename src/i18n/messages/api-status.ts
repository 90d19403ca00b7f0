/** The reason phrases of HTTP statuses beside a response's code (`404 Not Found`), translatable as the rest of the API reference's chrome. */
import type { ThemeMessages } from './message-types.ts';

const phrase = (message: string, code: string): { message: string; description: string } => ({ message, description: code === 'default' ? 'The label of an operation\'s default response (any status it does not list)' : `The reason phrase of the HTTP status ${code}` });

export const API_STATUS_MESSAGES = {
  'theme.openapi.status.200': phrase('OK', '200'),
  'theme.openapi.status.201': phrase('Created', '201'),
  'theme.openapi.status.202': phrase('Accepted', '202'),
  'theme.openapi.status.204': phrase('No Content', '204'),
  'theme.openapi.status.301': phrase('Moved Permanently', '301'),
  'theme.openapi.status.302': phrase('Found', '302'),
  'theme.openapi.status.304': phrase('Not Modified', '304'),
  'theme.openapi.status.400': phrase('Bad Request', '400'),
  'theme.openapi.status.401': phrase('Unauthorized', '401'),
  'theme.openapi.status.403': phrase('Forbidden', '403'),
  'theme.openapi.status.404': phrase('Not Found', '404'),
  'theme.openapi.status.405': phrase('Method Not Allowed', '405'),
  'theme.openapi.status.409': phrase('Conflict', '409'),
  'theme.openapi.status.410': phrase('Gone', '410'),
  'theme.openapi.status.412': phrase('Precondition Failed', '412'),
  'theme.openapi.status.415': phrase('Unsupported Media Type', '415'),
  'theme.openapi.status.422': phrase('Unprocessable Content', '422'),
  'theme.openapi.status.429': phrase('Too Many Requests', '429'),
  'theme.openapi.status.500': phrase('Internal Server Error', '500'),
  'theme.openapi.status.502': phrase('Bad Gateway', '502'),
  'theme.openapi.status.503': phrase('Service Unavailable', '503'),
  'theme.openapi.status.504': phrase('Gateway Timeout', '504'),
  'theme.openapi.status.default': phrase('Any other status', 'default'),
} satisfies ThemeMessages;
