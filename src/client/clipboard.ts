/** Writing text to the clipboard, from a click. */

/**
 * Put `text` on the clipboard. Text still being fetched goes in a ClipboardItem, which may
 * wait for it: Safari allows a clipboard write only during the click, not after an await.
 */
export async function writeClipboard(text: string | Promise<string>): Promise<void> {
  if (typeof text !== 'string' && typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) })]);
    return;
  }
  const value = await text;
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(value);
    return;
  }
  // Pages served over plain http have no async clipboard; the selection API still works.
  const area = document.createElement('textarea');
  area.value = value;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  document.execCommand('copy');
  area.remove();
}
