// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, device, failureWords, i18n, loadLanguage, registerWords, showLanguage } from '.';
import { pseudo, pseudoWords } from './pseudo';

afterEach(async () => {
  // The device's choice first: a pseudo-locale left on it would keep the next test in brackets.
  localStorage.clear();
  vi.unstubAllGlobals();
  await showLanguage('en');
});

/** A lazy catalogue the test lets arrive when it says so, as a slow download would. */
function slowCatalogue<T>(words: T) {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(async () => {
    await arrived;
    return words;
  });
  return { load, arrive };
}

describe('showing a language', () => {
  it('changes the screens only once every registered bundle of it has arrived, never through its keys', async () => {
    const greeting = slowCatalogue({ test1: { hello: 'নমস্কার' } });
    registerWords({ en: { test1: { hello: 'Hello' } }, bn: greeting.load });
    expect(greeting.load).not.toHaveBeenCalled();

    const shown = showLanguage('bn');
    await Promise.resolve();
    expect(greeting.load).toHaveBeenCalledTimes(1);
    expect(currentLanguage()).toBe('en');
    expect(i18n.t('test1.hello' as never)).toBe('Hello');

    greeting.arrive();
    await shown;
    expect(currentLanguage()).toBe('bn');
    expect(i18n.t('test1.hello' as never)).toBe('নমস্কার');
    expect(document.documentElement.lang).toBe('bn');
    // Remembered on the device for the next visit, and downloaded once however often it is asked for.
    expect(device.language()).toBe('bn');
    await loadLanguage('bn');
    expect(greeting.load).toHaveBeenCalledTimes(1);
  });

  it('loads the words of a module registered while the language is shown, and forgets a failed download', async () => {
    await showLanguage('bn');
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ test2: { bye: 'বিদায়' } });
    registerWords({ en: { test2: { bye: 'Goodbye' } }, bn: failing });
    await expect(loadLanguage('bn')).rejects.toThrow('offline');
    await loadLanguage('bn');
    expect(failing).toHaveBeenCalledTimes(2);
    expect(i18n.t('test2.bye' as never)).toBe('বিদায়');
  });

  it('loads the words of a module registered while the language is on its way, before showing it', async () => {
    const first = slowCatalogue({ test3: { hello: 'নমস্কার' } });
    registerWords({ en: { test3: { hello: 'Hello' } }, bn: first.load });
    const shown = showLanguage('bn');
    // The dashboard's code arrives while the reader's language is on its way: it registers in English still.
    const late = slowCatalogue({ test4: { bye: 'বিদায়' } });
    registerWords({ en: { test4: { bye: 'Goodbye' } }, bn: late.load });
    first.arrive();
    await Promise.resolve();
    expect(currentLanguage()).toBe('en');
    late.arrive();
    await shown;
    expect(currentLanguage()).toBe('bn');
    expect(i18n.t('test4.bye' as never)).toBe('বিদায়');
  });

  it('keeps the pseudo-locale to browsers a test drives', () => {
    localStorage.setItem('language', 'en-XA');
    expect(device.language()).toBe('en');
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    expect(device.language()).toBe('en-XA');
    localStorage.setItem('language', 'fr');
    expect(device.language()).toBe('en');
  });
});

describe('the pseudo-locale', () => {
  it('wraps and accents the words, keeping values, nesting and Trans tags for i18next', () => {
    expect(pseudo('Save {{name}}')).toBe('⟦Šàṽé {{name}}⟧');
    expect(pseudo('Read <1>the guide</1> now')).toBe('⟦Ŕéàđ <1>ţĥé ĝûîđé</1> ñöŵ⟧');
    expect(pseudo('$t(common.save) ৳{{amount}}')).toBe('⟦$t(common.save) ৳{{amount}}⟧');
    expect(pseudoWords({ a: 'Hi', b: { c_one: '{{count}} item', c_other: '{{count}} items' } })).toEqual({
      a: '⟦Ĥî⟧',
      b: { c_one: '⟦{{count}} îţéɱ⟧', c_other: '⟦{{count}} îţéɱš⟧' },
    });
  });

  it('shows every registered English word wrapped, the sign-in page’s among them', async () => {
    vi.stubGlobal('navigator', { ...navigator, webdriver: true });
    localStorage.setItem('language', 'en-XA');
    await showLanguage('en');
    expect(currentLanguage()).toBe('en-XA');
    expect(i18n.t('auth.signIn')).toBe('⟦Šîĝñ îñ⟧');
    expect(i18n.t('pagination.pageOf', { page: 2, pages: 5 })).toBe('⟦Þàĝé 2 öƒ 5⟧');
  });
});

describe('a failure in the reader’s words', () => {
  it('is the server’s message in English, and the catalogue’s text for its code otherwise', async () => {
    const failure = { message: 'Name is required', code: 'fieldRequired', params: { label: 'Name' } };
    expect(failureWords(failure)).toBe('Name is required');
    await showLanguage('bn');
    // contract/src/failures/bn.ts's text, the field's name translated with it, once the page is idle.
    await vi.waitFor(() => expect(failureWords(failure)).toBe('নাম দিতে হবে'));
    // A browser's own check sends no code: found by its English words.
    expect(failureWords({ message: 'Name is required' })).toBe('নাম দিতে হবে');
    // A code the catalogue has no text for, and a message it does not know, stay as they came.
    expect(failureWords({ message: 'Something new', code: 'test3Unknown' })).toBe('Something new');
    expect(failureWords({ message: 'Something else' })).toBe('Something else');
  });
});
