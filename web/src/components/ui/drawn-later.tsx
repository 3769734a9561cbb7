import { useEffect, useState, type ReactNode } from 'react';

/**
 * Draws its children in a task of their own, just after the rest of the screen. A screen whose sections all
 * mount in one task keeps a tap waiting for all of them (on a cheap phone, several hundred ms: Lighthouse's
 * Total Blocking Time); wrapped sections mount one task each, in document order. Wrap only sections that
 * come after everything drawn before them, so nothing already on screen moves when they appear.
 */
export function DrawnLater({ children }: { children: ReactNode }) {
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setDrawn(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return drawn ? children : null;
}
