/**
 * Sidebar categories (<details>) open and close with a height animation whose duration
 * grows with the content's height (the Docusaurus curve), 1 ms when reduced motion is
 * preferred. Categories never collapse on their own; the sidebar cannot be hidden.
 */
export function collapseDuration(height: number): number {
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return 1;
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export function initSidebar(): void {
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element).closest?.<HTMLElement>('.sidebar__category > details > summary');
    // A click on the category's own link navigates; the chevron area toggles.
    if (!summary || (event.target as Element).closest('a')) return;
    const details = summary.parentElement as HTMLDetailsElement;
    event.preventDefault();
    const closed = summary.offsetHeight;
    if (details.open) {
      const full = details.offsetHeight;
      const duration = collapseDuration(full - closed);
      details.dataset.collapseDuration = String(duration);
      const animation = details.animate([{ height: `${full}px` }, { height: `${closed}px` }], { duration, easing: 'ease-in-out' });
      details.style.overflow = 'hidden';
      animation.onfinish = () => {
        details.open = false;
        details.style.overflow = '';
      };
    } else {
      details.open = true;
      const full = details.offsetHeight;
      details.style.overflow = 'hidden';
      const duration = collapseDuration(full - closed);
      details.dataset.collapseDuration = String(duration);
      const animation = details.animate([{ height: `${closed}px` }, { height: `${full}px` }], { duration, easing: 'ease-in-out' });
      animation.onfinish = () => {
        details.style.overflow = '';
      };
    }
  });
}
