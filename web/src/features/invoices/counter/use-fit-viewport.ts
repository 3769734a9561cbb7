import { useLayoutEffect, useRef } from 'react';

/**
 * Sets `--counter-height` on the element to what is left of the window below its top, so the counter fits the
 * screen whatever the header above it measures: its menu and its order then scroll inside, and the total and
 * Charge stay in view (CSS uses the variable from the tablet width up).
 */
export function useFitViewport<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    const fit = () => {
      const top = node.getBoundingClientRect().top + window.scrollY;
      // Room under the counter for the page's bottom padding, which grows with the screen (16 to 32 px).
      const main = node.closest('main');
      const bottomGap = main ? parseFloat(getComputedStyle(main).paddingBottom) : 0;
      node.style.setProperty('--counter-height', `${Math.max(320, window.innerHeight - top - bottomGap)}px`);
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return ref;
}
