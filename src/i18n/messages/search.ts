/**
 * The search box's strings. The dialog is rendered in the browser: the page passes them in
 * the island's props. Docusaurus's ids (its search theme's) where it has the string.
 */
import type { ThemeMessages } from './message-types.ts';

export const SEARCH_MESSAGES = {
  'theme.SearchBar.label': { message: 'Search', description: 'The ARIA label and placeholder for search button' },
  'theme.SearchModal.dialogLabel': { message: 'Search the docs', description: 'The ARIA label of the search dialog' },
  'theme.SearchModal.searchBox.placeholderText': { message: 'Search docs', description: 'The placeholder text for the main search input field' },
  'theme.SearchModal.searchBox.searchInputLabel': { message: 'Search', description: 'The label for the search input field' },
  'theme.SearchModal.searchBox.cancelButtonText': { message: 'Cancel', description: 'The label and ARIA label for search box cancel button' },
  'theme.SearchModal.allVersions': { message: 'All versions', description: 'The label of the checkbox that searches every docs version' },
  'theme.SearchModal.resultsLabel': { message: 'Search results', description: 'The ARIA label of the list of search results' },
  'theme.SearchModal.resultsCount': { message: '{count} result|{count} results', description: 'Pluralized number of search results, read by screen readers. Use as much plural forms (separated by "|") as your language support' },
  'theme.SearchModal.bestMatchTitle': { message: 'Best match', description: 'The title of the group of the best search result' },
  'theme.SearchModal.startScreen.recentSearchesTitle': { message: 'Recent searches', description: 'The title for recent searches' },
  'theme.SearchModal.startScreen.hint': { message: 'Type to search the docs and the API reference.', description: 'The text of the search dialog before a query is typed' },
  'theme.SearchModal.loadingText': { message: 'Loading the search index…', description: 'The text shown while the search index loads' },
  'theme.SearchModal.errorScreen.titleText': { message: 'Search is unavailable:', description: 'The text before the reason the search index could not load' },
  'theme.SearchModal.noResultsScreen.noResultsText': { message: 'No results for', description: 'The text explains that there are no results for the following search' },
  'theme.SearchModal.footer.selectText': { message: 'to select', description: 'The explanatory text of the action for the enter key' },
  'theme.SearchModal.footer.navigateText': { message: 'to navigate', description: 'The explanatory text of the action for the Arrow up and Arrow down key' },
  'theme.SearchModal.footer.closeText': { message: 'to close', description: 'The explanatory text of the action for Escape key' },
  'theme.SearchModal.docsArea': { message: 'Docs', description: 'The group of search results of pages in no area of the navbar' },
} satisfies ThemeMessages;
