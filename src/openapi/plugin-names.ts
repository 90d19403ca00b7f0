/**
 * The page ids docusaurus-plugin-openapi-docs gives what it generates (its `createItems`), so
 * that an API named the plugin's way (`slugs: operationId`) has its pages at the plugin's
 * routes: links, sidebars and navbars written against them keep working.
 */

import { kebabCase } from '../shared/kebab-case.ts';

/** lodash's `kebabCase`, which the plugin names every page with: `getPetV2` → `get-pet-v-2`, `HTTPServer` → `http-server`. */
export const pluginKebab = kebabCase;

/**
 * The id of a page the plugin names by a title (the info page by `info.title`, a schema page by
 * the schema's `title`): its first space a dash, lower-cased, then kebab case, so `TreeNode` is
 * `treenode` and `Petstore v3` is `petstore-v-3`.
 */
export const pluginTitleId = (title: string): string => pluginKebab(title.replace(' ', '-').toLowerCase());
