/** `@docusaurus/useDocusaurusContext`: the site's config as Docusaurus exposes it (title, tagline, url, baseUrl, customFields). */
import data from 'docsgen:site-data';

export default function useDocusaurusContext(): typeof data {
  return data;
}
