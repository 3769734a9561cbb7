import type { Page } from '@playwright/test';

/**
 * A finger needs 44 × 44 px (WCAG 2.5.5): on a touch tablet, every control of every screen, with the demo
 * restaurant's data so that lists page and menus fill, is at least that big. A link inside a sentence is
 * exempt, as WCAG exempts it; a checkbox is measured by the label it sits in, which is what a finger taps.
 */
const FINGER = 44;

/** Every visible control smaller than a finger, named so a failure says which. */
export function tooSmall(page: Page): Promise<string[]> {
  return page.evaluate((finger) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, summary, label:has(input[type=checkbox])',
    );
    // Words of its own around it: a link in a sentence, not one standing beside other controls.
    const inSentence = (link: HTMLElement) =>
      link.tagName === 'A' &&
      Array.from(link.parentElement?.childNodes ?? []).some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
    return Array.from(controls)
      .filter((control) => control.checkVisibility() && !control.closest('.sr-only'))
      .filter((control) => !(control.matches('input[type=checkbox]') && control.closest('label')))
      .filter((control) => !inSentence(control))
      .flatMap((control) => {
        const { width, height } = control.getBoundingClientRect();
        if (width >= finger - 0.5 && height >= finger - 0.5) return [];
        const name =
          control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.getAttribute('name');
        return [
          `${control.tagName.toLowerCase()} "${name?.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
        ];
      });
  }, FINGER);
}
