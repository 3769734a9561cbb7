// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { registerWords, showLanguage, useTranslation } from '../../lib/i18n';
import '../../lib/i18n/language-words';
import { lazyComponent } from './lazy-component';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
  localStorage.clear();
});

describe('a lazy screen in Bangla', () => {
  it('is drawn only once its Bangla words have arrived, never first in English', async () => {
    await showLanguage('bn');
    let arrive!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    function Screen() {
      const { t } = useTranslation();
      return <h1>{t('test4.title' as never)}</h1>;
    }
    // As a screen's chunk does: its module registers its words, Bangla's a download of their own.
    const lazy = lazyComponent(async () => {
      registerWords({
        en: { test4: { title: 'Stock' } },
        bn: async () => {
          await arrived;
          return { test4: { title: 'মজুদ' } };
        },
      });
      return Screen;
    });
    render(<lazy.Component />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('heading')).toBeNull();
    arrive();
    expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'মজুদ');
  });
});
