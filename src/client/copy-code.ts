/** Copy buttons on code blocks: copy the code as text (line numbers are CSS, so never copied). */
import { writeClipboard } from './clipboard.ts';

export function initCopyButtons(root: ParentNode = document): void {
  root.addEventListener('click', async (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>('.code-block__copy');
    const code = button?.closest('.code-block')?.querySelector('pre code');
    if (!button || !code) return;
    const text = [...code.querySelectorAll('.line')].map((line) => line.textContent ?? '').join('\n') || (code.textContent ?? '');
    // The page's locale gives the labels (see localizeCopyButtons): the title is the button's own.
    const label = button.title || 'Copy';
    try {
      await writeClipboard(text);
      button.textContent = button.dataset.copiedLabel ?? 'Copied';
      button.dataset.copied = '';
    } catch {
      button.textContent = button.dataset.failedLabel ?? 'Copy failed';
    }
    window.setTimeout(() => {
      button.textContent = label;
      delete button.dataset.copied;
    }, 2000);
  });
}
