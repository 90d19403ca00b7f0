/**
 * The theme's strings around docs pages, by Docusaurus's ids where Docusaurus shows the same
 * string (so a Docusaurus site's `code.json` translates them), with docsgen's English.
 */
import type { ThemeMessages } from './message-types.ts';

export const DOCS_MESSAGES = {
  'theme.common.skipToMainContent': { message: 'Skip to main content', description: 'The skip to content label used for accessibility, allowing to rapidly navigate to main content with keyboard tab/enter navigation' },
  'theme.common.editThisPage': { message: 'Edit this page', description: 'The link label to edit the current page' },
  'theme.common.headingLinkTitle': { message: 'Direct link to {heading}', description: 'Title for link to heading' },
  'theme.TOCCollapsible.toggleButtonLabel': { message: 'On this page', description: 'The label used by the button on the collapsible TOC component' },
  'theme.docs.paginator.navAriaLabel': { message: 'Docs pages', description: 'The ARIA label for the docs pagination' },
  'theme.docs.paginator.previous': { message: 'Previous', description: 'The label used to navigate to the previous doc' },
  'theme.docs.paginator.next': { message: 'Next', description: 'The label used to navigate to the next doc' },
  'theme.lastUpdated.lastUpdatedAtBy': { message: 'Last updated{atDate}{byUser}', description: 'The sentence used to display when a page has been last updated, and by who' },
  'theme.lastUpdated.atDate': { message: ' on {date}', description: 'The words used to describe on which date a page has been last updated' },
  'theme.lastUpdated.byUser': { message: ' by {user}', description: 'The words used to describe by who the page has been last updated' },
  'theme.tags.tagsListLabel': { message: 'Tags:', description: 'The label alongside a tag list' },
  'theme.unlistedContent.title': { message: 'Unlisted page', description: 'The unlisted content banner title' },
  'theme.unlistedContent.message': { message: 'This page is not in the sidebar or search results: only readers with the link can find it.', description: 'The unlisted content banner message' },
  'theme.docs.versions.unreleasedVersionLabel': { message: 'This is unreleased documentation for {siteTitle} {versionLabel} version.', description: "The label used to tell the user that he's browsing an unreleased doc version" },
  'theme.docs.versions.unmaintainedVersionLabel': { message: 'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.', description: "The label used to tell the user that he's browsing an unmaintained doc version" },
  'theme.docs.versions.latestVersionSuggestionLabel': { message: 'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).', description: 'The label used to tell the user to check the latest version' },
  'theme.docs.versions.latestVersionLinkLabel': { message: 'latest version', description: 'The label used for the latest version suggestion link label' },
  'theme.docs.versionBadge.label': { message: 'Version: {versionLabel}', description: 'The label of the version badge' },
  'theme.docs.versionBadge.title': { message: 'Documentation version', description: 'The tooltip of the version badge' },
  'theme.NotFound.title': { message: 'Page Not Found', description: 'The title of the 404 page' },
  'theme.NotFound.p1': { message: 'We could not find what you were looking for.', description: 'The first paragraph of the 404 page' },
  'theme.NotFound.p2': { message: 'The link may be out of date, or the page may have moved. Start again from the {homePageLink}, or pick an area from the menu above.', description: 'The 2nd paragraph of the 404 page' },
  'theme.NotFound.homePageLink': { message: 'home page', description: 'The label of the link to the home page in the 2nd paragraph of the 404 page' },
} satisfies ThemeMessages;
