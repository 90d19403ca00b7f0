import { select } from './tabs.ts';

/**
 * On an operation page, the response the reader is looking at in the left column (clicked,
 * or linked to as `#response-404`) shows its example in the side column: beside the
 * responses from 1200 px, the examples would otherwise stay on the first status.
 */

function showExample(response: Element): void {
  const status = response.getAttribute('data-status');
  const examples = response.closest('.api-operation')?.querySelector('.api-response-examples .tabs-container');
  if (status && examples) select(examples, status);
}

/** After a load or a client-side navigation to `hash`. */
export function showLinkedExample(hash = window.location.hash): void {
  const id = decodeURIComponent(hash.slice(1));
  if (!id.startsWith('response-')) return;
  const response = document.getElementById(id)?.closest('.api-response[data-status]');
  if (response) showExample(response);
}

export function initApiResponses(): void {
  document.addEventListener('click', (event) => {
    const response = (event.target as Element).closest?.('.api-response[data-status]');
    if (response) showExample(response);
  });
  window.addEventListener('hashchange', () => showLinkedExample());
  showLinkedExample();
}
