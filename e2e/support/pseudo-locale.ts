import type { Page } from '@playwright/test';

/**
 * Opens the app in the pseudo-locale `en-XA` (web/src/lib/i18n/pseudo.ts): every word from the catalogue shows
 * wrapped and accented, ⟦Šàṽé⟧. The app honours it only in a browser a test drives (navigator.webdriver), so no
 * reader ever sees it. Call before the first page opens.
 */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.addInitScript(() => window.localStorage.setItem('language', 'en-XA'));
}

/**
 * What the page shows, as text or as a control's name or placeholder, outside ⟦…⟧ with a Latin letter in it:
 * words that did not come through the catalogue. `data` are the values the journey typed or seeded (a dish's
 * name, an email), which are shown as they are and are taken out first.
 */
export function unbracketedText(page: Page, data: readonly string[] = []): Promise<string[]> {
  return page.evaluate((data) => {
    const found = new Set<string>();
    const check = (text: string) => {
      let rest = text.replace(/⟦[^⟧]*⟧/g, ' ');
      // A word wrapped across elements (a Trans tag inside it) leaves its open or close bracket in one of them.
      rest = rest.replace(/⟦[^⟧]*$/, ' ').replace(/^[^⟦]*⟧/, ' ');
      // Numbers the books make up, TXN1234 or MR-000012, are codes rather than words.
      rest = rest.replace(/\b[A-Z]{2,4}-?\d{3,}\b/g, ' ');
      for (const value of data) rest = rest.split(value).join(' ');
      const left = rest.replace(/\s+/g, ' ').trim();
      if (/[A-Za-z]/.test(left)) found.add(left);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement?.checkVisibility()) check(node.textContent ?? '');
    const named = document.body.querySelectorAll<HTMLElement>(
      '[aria-label], [placeholder], [title], img[alt]',
    );
    for (const element of Array.from(named))
      if (element.checkVisibility())
        for (const name of ['aria-label', 'placeholder', 'title', 'alt'])
          if (element.hasAttribute(name)) check(element.getAttribute(name) ?? '');
    return [...found];
  }, data);
}
