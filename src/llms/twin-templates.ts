/** Twins a translated site's locales share (see page-twin.ts): plain data, so that the build's templates can hold them without importing the twin maker. */

/** A source's twin content with its links and images as tokens (`\u0000<n>\u0000`), made once for every locale built from the source (see sharedContent). */
export interface TwinTemplate {
  markdown: string;
  description?: string;
  title?: string;
  /** Each token's link or image URL, as written. */
  targets: Array<{ image: boolean; url: string }>;
}

/** Characters of twin templates a build keeps at most: past them, a twin is made whole in each locale. */
export const TEMPLATE_CHARS = 32 * 1024 * 1024;

/** The twin templates of one build, by source file and format; null where a source's twin cannot be shared. */
export class TwinTemplates {
  readonly byFile = new Map<string, TwinTemplate | null>();
  chars = 0;
}
