/**
 * `@theme/SkipToContent`, which Docusaurus's Layout renders first: nothing here, because every
 * docsgen page already starts with its skip link (templates/Document.tsx), and a second one
 * would be read out twice. `SkipToContentLink` of theme-common renders a link where a site
 * places it itself.
 */
export default function SkipToContent(): null {
  return null;
}
