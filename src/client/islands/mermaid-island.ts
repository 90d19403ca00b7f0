/**
 * A Mermaid diagram (see content/visit-blocks.ts): drawn with the site's `mermaid` package,
 * which the build bundles only for a site that has `markdown.mermaid`, into a chunk only
 * pages with a diagram load. Drawn again in the other colour mode when the reader switches.
 */
import mermaid from 'docsgen:mermaid';

let drawn = 0;

function themeOf(): 'dark' | 'default' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
}

async function draw(element: HTMLElement, value: string): Promise<void> {
  if (!mermaid) throw new Error('the site has no `mermaid` package: install it to draw diagrams');
  mermaid.initialize({ startOnLoad: false, theme: themeOf() });
  const { svg } = await mermaid.render(`docsgen-mermaid-${++drawn}`, value);
  const figure = element.querySelector('.mermaid') ?? element;
  figure.innerHTML = svg;
  figure.setAttribute('data-drawn', '');
}

export async function mount(element: HTMLElement, { value }: { value: string }): Promise<() => void> {
  element.setAttribute('data-island-hydrated', '');
  await draw(element, value);
  new MutationObserver(() => void draw(element, value).catch(() => undefined)).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  return () => undefined;
}
