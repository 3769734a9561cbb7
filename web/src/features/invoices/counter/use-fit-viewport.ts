import { useLayoutEffect, useRef } from 'react';

/** Room left under the counter for the page's bottom padding. */
const BOTTOM_GAP_PX = 16;

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
      node.style.setProperty(
        '--counter-height',
        `${Math.max(320, window.innerHeight - top - BOTTOM_GAP_PX)}px`,
      );
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, []);
  return ref;
}
