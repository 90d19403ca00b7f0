/**
 * The `changelog:` releases of an API or GraphQL schema: each source written as
 * `docsgen api-diff` reads one, and each version named once (a version names its heading and
 * anchor on the changelog page). Whether a source can be read is known only at build time.
 */
import type { ChangelogReleaseInput } from './config-schema.ts';

/** Check the releases of the API at key path `at`, shown in messages as `key` (`openapi[1]`). */
export function checkChangelog(releases: false | ChangelogReleaseInput[] | undefined, scope: { at: string[]; key: string; report: (path: string[], message: string, hint?: string) => void }): void {
  if (!releases) return;
  const { at, key, report } = scope;
  const seen = new Map<string, number>();
  releases.forEach((release, index) => {
    const path = [...at, 'changelog', String(index)];
    const name = `${key}.changelog[${index}]`;
    const first = seen.get(release.version);
    if (first !== undefined) report([...path, 'version'], `\`${name}.version\` \`${release.version}\` is also the version of \`${key}.changelog[${first}]\``, 'each release needs a name of its own: it is the heading and anchor of its changes');
    else seen.set(release.version, index);
    if (release.source.startsWith('git:') && !/^git:[^:]+:.+$/.test(release.source)) {
      report([...path, 'source'], `\`${name}.source\` \`${release.source}\` is not a git source`, 'write it as `git:<ref>:<path>`, e.g. `git:v1.0.0:api/openapi.yaml` (the path from the repository\'s root, or from the site folder when it starts with `./`)');
    } else if (/^[a-z][a-z0-9+.-]*:\/\//i.test(release.source) && !/^https?:\/\//i.test(release.source)) {
      report([...path, 'source'], `\`${name}.source\` \`${release.source}\` is a URL docsgen cannot read`, 'give an http(s) URL, a file relative to the site folder, or `git:<ref>:<path>`');
    }
  });
}
