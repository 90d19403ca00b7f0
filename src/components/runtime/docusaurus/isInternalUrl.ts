/** `@docusaurus/isInternalUrl`: a URL without a scheme (`https:`, `mailto:`) or `//` is the site's own. */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

export default function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}
