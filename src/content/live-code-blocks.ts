/**
 * Docusaurus's live code blocks (`@docusaurus/theme-live-codeblock`): in an MDX page, a code
 * block whose meta has the word `live` is rendered by `@theme/LiveCodeBlock` with the props
 * Docusaurus's MDX gives the code element (`className`, `metastring`, `live`, the code as
 * `children`). The page imports the component, so it compiles as code; the component is an
 * island (see interactive-modules.ts, liveCodeBlockFile), as the playground runs in the browser.
 */
import type { Code, Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** The page's name for `@theme/LiveCodeBlock`: one no page writes, so it never shadows the page's own. */
export const LIVE_CODE_BLOCK = 'DocsgenLiveCodeBlock';
export const LIVE_CODE_BLOCK_MODULE = '@theme/LiveCodeBlock';

const LIVE = /(?:^|\s)live(?:\s|$)/;

const isLive = (node: RootContent): node is Code => node.type === 'code' && LIVE.test(node.meta ?? '');

/** The element that renders `code` as Docusaurus's MDX renders a live code block. */
function liveElement(code: Code): MdxJsxFlowElement {
  const attribute = (name: string, value: string | null): MdxJsxFlowElement['attributes'][number] => ({ type: 'mdxJsxAttribute', name, value });
  return {
    type: 'mdxJsxFlowElement',
    name: LIVE_CODE_BLOCK,
    attributes: [
      ...(code.lang ? [attribute('className', `language-${code.lang}`)] : []),
      attribute('metastring', code.meta ?? ''),
      attribute('live', null),
      // As MDX gives a code element's text: the block's code and its last line break.
      attribute('children', `${code.value}\n`),
    ],
    children: [],
    ...(code.position ? { position: code.position } : {}),
  };
}

/** `import DocsgenLiveCodeBlock from '@theme/LiveCodeBlock'`, with the syntax tree MDX compiles it from. */
function importLiveCodeBlock(): MdxjsEsm {
  const value = `import ${LIVE_CODE_BLOCK} from '${LIVE_CODE_BLOCK_MODULE}';`;
  const declaration = {
    type: 'ImportDeclaration',
    specifiers: [{ type: 'ImportDefaultSpecifier', local: { type: 'Identifier', name: LIVE_CODE_BLOCK } }],
    source: { type: 'Literal', value: LIVE_CODE_BLOCK_MODULE, raw: `'${LIVE_CODE_BLOCK_MODULE}'` },
  };
  return { type: 'mdxjsEsm', value, data: { estree: { type: 'Program', sourceType: 'module', body: [declaration], comments: [] } as never } };
}

/** Make each live code block of an MDX page's tree an element of `@theme/LiveCodeBlock`, importing it once; whether there was one. */
export function liveCodeBlocks(tree: Root): boolean {
  let found = false;
  const walk = (parent: { children: RootContent[] }): void => {
    parent.children.forEach((node, index) => {
      if (isLive(node)) {
        parent.children[index] = liveElement(node);
        found = true;
      } else if ('children' in node) walk(node as { children: RootContent[] });
    });
  };
  walk(tree);
  if (found) tree.children.unshift(importLiveCodeBlock());
  return found;
}
