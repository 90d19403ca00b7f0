/** The "Copy page" control's strings (see templates/components/CopyPage.tsx and llms/copy-page-items.ts). */
import type { ThemeMessages } from './message-types.ts';

export const COPY_PAGE_MESSAGES = {
  'theme.copyPage.copy': { message: 'Copy page', description: 'The label of the button that copies the page as Markdown' },
  'theme.copyPage.copied': { message: 'Copied', description: 'Announced once the page is copied' },
  'theme.copyPage.copyFailed': { message: 'Copy failed', description: 'Announced when the browser refused to copy the page' },
  'theme.copyPage.moreOptions': { message: 'More ways to use this page', description: 'The ARIA label of the button that opens the Copy page menu' },
  'theme.copyPage.view': { message: 'View as Markdown', description: 'The link to the page as Markdown' },
  'theme.copyPage.openIn': { message: 'Open in {name}', description: 'The link that opens the page in an AI assistant ({name}: ChatGPT, Claude…)' },
  'theme.copyPage.prompt': { message: 'Read {url} so I can ask questions about it.', description: 'The prompt an AI assistant is opened with ({url}: the page as Markdown)' },
} satisfies ThemeMessages;
