/** The reason phrase beside a response's status (`404 Not Found`), in the page's locale. */
import { translate, type LocaleMessages } from '../translate.ts';

/** The phrase of a status the reference names; empty for a status without one (`418`, `2XX`). */
export function statusText(messages: LocaleMessages, status: string): string {
  // One call per status, each id and English text written out, as every theme string is (see theme-messages.ts).
  switch (status) {
    case '200':
      return translate(messages, 'theme.openapi.status.200', 'OK');
    case '201':
      return translate(messages, 'theme.openapi.status.201', 'Created');
    case '202':
      return translate(messages, 'theme.openapi.status.202', 'Accepted');
    case '204':
      return translate(messages, 'theme.openapi.status.204', 'No Content');
    case '301':
      return translate(messages, 'theme.openapi.status.301', 'Moved Permanently');
    case '302':
      return translate(messages, 'theme.openapi.status.302', 'Found');
    case '304':
      return translate(messages, 'theme.openapi.status.304', 'Not Modified');
    case '400':
      return translate(messages, 'theme.openapi.status.400', 'Bad Request');
    case '401':
      return translate(messages, 'theme.openapi.status.401', 'Unauthorized');
    case '403':
      return translate(messages, 'theme.openapi.status.403', 'Forbidden');
    case '404':
      return translate(messages, 'theme.openapi.status.404', 'Not Found');
    case '405':
      return translate(messages, 'theme.openapi.status.405', 'Method Not Allowed');
    case '409':
      return translate(messages, 'theme.openapi.status.409', 'Conflict');
    case '410':
      return translate(messages, 'theme.openapi.status.410', 'Gone');
    case '412':
      return translate(messages, 'theme.openapi.status.412', 'Precondition Failed');
    case '415':
      return translate(messages, 'theme.openapi.status.415', 'Unsupported Media Type');
    case '422':
      return translate(messages, 'theme.openapi.status.422', 'Unprocessable Content');
    case '429':
      return translate(messages, 'theme.openapi.status.429', 'Too Many Requests');
    case '500':
      return translate(messages, 'theme.openapi.status.500', 'Internal Server Error');
    case '502':
      return translate(messages, 'theme.openapi.status.502', 'Bad Gateway');
    case '503':
      return translate(messages, 'theme.openapi.status.503', 'Service Unavailable');
    case '504':
      return translate(messages, 'theme.openapi.status.504', 'Gateway Timeout');
    case 'default':
      return translate(messages, 'theme.openapi.status.default', 'Any other status');
    default:
      return '';
  }
}
