/**
 * XSLT stylesheets for the RSS and Atom feeds (`blog.feed.xslt`, Docusaurus's `feedOptions.xslt`):
 * a browser opening a feed shows a readable page — what a feed is, how to subscribe, the posts —
 * instead of raw XML. Feed readers ignore the stylesheet. One self-contained file per format,
 * written next to the feed and named by an `xml-stylesheet` instruction at its top.
 */

/** What the page says around the feed's own text, in the site's language. */
export interface FeedPageWords {
  lang: string;
  note: string;
  visitBlog: string;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The page around the posts; the parts are XPath expressions and the items' XSLT, per format. */
function stylesheet(words: FeedPageWords, namespaces: string, parts: { title: string; subtitle: string; home: string; items: string }): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"${namespaces}>
  <xsl:output method="html" version="1.0" encoding="utf-8" indent="yes"/>
  <xsl:template match="/">
    <html lang="${escapeXml(words.lang)}">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <title><xsl:value-of select="${parts.title}"/> feed</title>
        <style>
          body { margin: 0 auto; max-width: 46rem; padding: 2rem 1rem; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1e21; }
          @media (prefers-color-scheme: dark) { body { background: #1b1b1d; color: #e3e3e3; } a { color: #7fb3ff; } .note { background: #2a2c31; } }
          .note { padding: 0.75rem 1rem; border-radius: 6px; background: #f2f4f7; font-size: 0.9rem; }
          article { margin-top: 1.75rem; }
          h2 { margin: 0; font-size: 1.2rem; }
          time { font-size: 0.85rem; opacity: 0.75; }
        </style>
      </head>
      <body>
        <p class="note">${escapeXml(words.note)}</p>
        <h1><xsl:value-of select="${parts.title}"/></h1>
        <p><xsl:value-of select="${parts.subtitle}"/></p>
        <p><a href="{${parts.home}}">${escapeXml(words.visitBlog)}</a></p>
${parts.items}
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
`;
}

/** The XSLT listing a feed's posts; each argument is an XPath expression of the format. */
function postsXslt(paths: { each: string; link: string; title: string; date: string; summary: string }): string {
  return `        <xsl:for-each select="${paths.each}">
          <article>
            <h2><a href="{${paths.link}}"><xsl:value-of select="${paths.title}"/></a></h2>
            <time><xsl:value-of select="${paths.date}"/></time>
            <p><xsl:value-of select="${paths.summary}"/></p>
          </article>
        </xsl:for-each>`;
}

const rss = (words: FeedPageWords): string =>
  stylesheet(words, '', {
    title: '/rss/channel/title',
    subtitle: '/rss/channel/description',
    home: '/rss/channel/link',
    items: postsXslt({ each: '/rss/channel/item', link: 'link', title: 'title', date: 'pubDate', summary: 'description' }),
  });

const ALTERNATE = "atom:link[not(@rel) or @rel='alternate']/@href";
const atom = (words: FeedPageWords): string =>
  stylesheet(words, ' xmlns:atom="http://www.w3.org/2005/Atom"', {
    title: '/atom:feed/atom:title',
    subtitle: '/atom:feed/atom:subtitle',
    home: `/atom:feed/${ALTERNATE}`,
    items: postsXslt({ each: '/atom:feed/atom:entry', link: ALTERNATE, title: 'atom:title', date: 'substring(atom:updated, 1, 10)', summary: 'atom:summary' }),
  });

/** The stylesheet of each XML feed format, and its file name next to the feed. */
export const FEED_STYLESHEETS = {
  rss: { file: 'rss.xsl', contents: rss },
  atom: { file: 'atom.xsl', contents: atom },
} as const;

/** A feed's XML with the instruction that has browsers show it through its stylesheet. */
export function withStylesheet(xml: string, file: string): string {
  const instruction = `<?xml-stylesheet type="text/xsl" href="${file}"?>`;
  return /^<\?xml[^>]*\?>\n?/.test(xml) ? xml.replace(/^(<\?xml[^>]*\?>)\n?/, `$1\n${instruction}\n`) : `${instruction}\n${xml}`;
}
