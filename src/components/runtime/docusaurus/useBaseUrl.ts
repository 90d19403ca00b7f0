/** `@docusaurus/useBaseUrl`: a site path with the base URL, as Docusaurus computes it. */
import data from 'docsgen:site-data';

export interface BaseUrlOptions {
  forcePrependBaseUrl?: boolean;
  absolute?: boolean;
}

export function withBaseUrl(url: string, options: BaseUrlOptions = {}): string {
  const { baseUrl, url: origin } = data.siteConfig;
  if (!url || /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i.test(url)) return url;
  if (!options.forcePrependBaseUrl && url.startsWith(baseUrl)) return options.absolute ? origin + url : url;
  const path = url.startsWith('/') ? baseUrl + url.slice(1) : baseUrl + url;
  return options.absolute ? origin + path : path;
}

export default function useBaseUrl(url: string, options?: BaseUrlOptions): string {
  return withBaseUrl(url, options);
}

export function useBaseUrlUtils(): { withBaseUrl: typeof withBaseUrl } {
  return { withBaseUrl };
}
