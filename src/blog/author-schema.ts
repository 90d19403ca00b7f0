import { isMap, isScalar, type Node } from 'yaml';
import { boolean, custom, INVALID, object, report, string, type Schema, type ValidationContext } from '../config/yaml-schema.ts';

/** An author as written in an authors file or inline in a post. */
export interface AuthorInput {
  name: string;
  title?: string;
  url?: string;
  /** `image`, or Docusaurus's `image_url` / `imageURL`. */
  image?: string;
  email?: string;
  /**
   * Profile links by platform, in the order written: Docusaurus's `socials`, each handle made
   * a URL as Docusaurus does (`github: ada` → `https://github.com/ada`).
   */
  socials?: Record<string, string>;
}

/** An author of the authors file, with its author page when it asks for one (Docusaurus's `page`, `description`). */
export type AuthorsFileEntry = AuthorInput & { page?: { permalink?: string }; description?: string };

/** Docusaurus's profile URL of a handle on each platform it knows (plugin-content-blog `authorsSocials.ts`). */
const PROFILE_URL: Record<string, (handle: string) => string> = {
  x: (handle) => `https://x.com/${handle}`,
  twitter: (handle) => `https://twitter.com/${handle}`,
  github: (handle) => `https://github.com/${handle}`,
  linkedin: (handle) => `https://www.linkedin.com/in/${handle}/`,
  stackoverflow: (id) => `https://stackoverflow.com/users/${id}`,
  bluesky: (handle) => `https://bsky.app/profile/${handle}`,
  instagram: (handle) => `https://www.instagram.com/${handle}`,
  threads: (handle) => `https://www.threads.net/@${handle}`,
  mastodon: (handle) => `https://mastodon.social/@${handle}`,
  twitch: (handle) => `https://twitch.tv/${handle}`,
  youtube: (handle) => `https://youtube.com/@${handle}`,
  email: (address) => `mailto:${address}`,
};

const ABSOLUTE = /^(?:https?:\/\/|mailto:)/;

/** `socials`: platform → handle or absolute URL; handles of known platforms become their profile URLs. */
const socialsSchema: Schema<Record<string, string>> = custom('a mapping of platforms to handles or URLs', (node, ctx, path) => {
  if (!isMap(node)) {
    report(ctx, node, 'invalid-type', `\`${path}\` must be a mapping of platforms to handles or URLs, e.g. \`github: ada\``);
    return INVALID;
  }
  const out: Record<string, string> = {};
  let ok = true;
  for (const pair of node.items) {
    const platform = isScalar(pair.key) ? String(pair.key.value) : '';
    const valueNode = pair.value as Node | null;
    // YAML reads a Stack Overflow user id such as 82609 as a number.
    const value = valueNode && isScalar(valueNode) && (typeof valueNode.value === 'string' || typeof valueNode.value === 'number') ? String(valueNode.value).trim() : undefined;
    const toUrl = PROFILE_URL[platform.toLowerCase()];
    if (value && ABSOLUTE.test(value)) out[platform] = value;
    else if (value && toUrl && !value.includes('/')) out[platform.toLowerCase()] = toUrl(value);
    else {
      report(
        ctx,
        valueNode ?? (pair.key as Node),
        'invalid-value',
        `\`${path}.${platform}\` must be ${toUrl ? 'a handle or ' : ''}an absolute http(s) URL, got ${value === undefined ? 'no text' : `\`${value}\``}`,
        toUrl ? `e.g. \`${platform}: ada\` or \`${platform}: ${toUrl('ada')}\`` : `handles are understood for ${Object.keys(PROFILE_URL).map((known) => `\`${known}\``).join(', ')}; write a URL for other platforms`,
      );
      ok = false;
    }
  }
  return ok ? out : INVALID;
});

/** `page`: `true`, `false` or `{permalink}` — Docusaurus's author page (false: none). */
const pageSchema: Schema<false | { permalink?: string }> = custom('`true`, `false` or `{permalink}`', (node, ctx, path) => {
  if (isScalar(node)) {
    const on = boolean().parse(node, ctx, path);
    return on === INVALID ? INVALID : on && {};
  }
  const page = object({ permalink: string() }, { required: ['permalink'], name: '`true`, `false` or `{permalink}`' }).parse(node, ctx, path);
  return page === INVALID ? INVALID : { permalink: page.permalink };
});

const fields = { name: string(), title: string(), url: string(), image: string(), image_url: string(), imageURL: string(), email: string(), socials: socialsSchema };
const IMAGE_KEYS = ['image', 'image_url', 'imageURL'] as const;

/** `image_url` and `imageURL` are Docusaurus's names for `image`; give one of them. */
function oneImage(node: Node, ctx: ValidationContext, path: string, value: Partial<Record<(typeof IMAGE_KEYS)[number], string>>): string | undefined | typeof INVALID {
  const given = IMAGE_KEYS.filter((key) => value[key] !== undefined);
  if (given.length > 1) {
    const second = isMap(node) ? node.items.find((pair) => isScalar(pair.key) && pair.key.value === given[1]) : undefined;
    report(ctx, (second?.key as Node | undefined) ?? node, 'invalid-value', `\`${path}\` has both \`${given[0]}\` and \`${given[1]}\`: they are the same image`, `keep one of them`);
    return INVALID;
  }
  return given[0] === undefined ? undefined : value[given[0]];
}

function toAuthor(value: { name: string; title?: string; url?: string; email?: string; socials?: Record<string, string> }, image: string | undefined): AuthorInput {
  return {
    name: value.name,
    ...(value.title !== undefined ? { title: value.title } : {}),
    ...(value.url !== undefined ? { url: value.url } : {}),
    ...(image !== undefined ? { image } : {}),
    ...(value.email !== undefined ? { email: value.email } : {}),
    ...(value.socials !== undefined ? { socials: value.socials } : {}),
  };
}

/** An author written inline in a post's front matter: `{name, title, url, image, email, socials}` (Docusaurus's `image_url` too). */
export function inlineAuthorSchema(): Schema<AuthorInput> {
  const inline = object(fields, { required: ['name'], name: 'an author: `{name, title, url, image, email, socials}`' });
  return custom(inline.expected, (node, ctx, path) => {
    const value = inline.parse(node, ctx, path);
    if (value === INVALID) return INVALID;
    const image = oneImage(node, ctx, path, value);
    return image === INVALID ? INVALID : toAuthor(value, image);
  });
}

/**
 * An entry of the authors file, in docsgen's shape or Docusaurus's `authors.yml` shape:
 * `image_url`, `socials`, and `page` and `description` (its author page).
 */
export function authorsFileEntrySchema(): Schema<AuthorsFileEntry> {
  const entry = object({ ...fields, page: pageSchema, description: string() }, { required: ['name'], name: 'an author: `{name, title, url, image, email, socials}`' });
  return custom(entry.expected, (node, ctx, path) => {
    const value = entry.parse(node, ctx, path);
    if (value === INVALID) return INVALID;
    const image = oneImage(node, ctx, path, value);
    if (image === INVALID) return INVALID;
    return { ...toAuthor(value, image), ...(value.page ? { page: value.page } : {}), ...(value.description !== undefined ? { description: value.description } : {}) };
  });
}
