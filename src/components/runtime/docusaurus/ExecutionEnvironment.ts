/** `@docusaurus/ExecutionEnvironment`. */
const canUseDOM = typeof window !== 'undefined' && typeof document !== 'undefined';

export default {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};
