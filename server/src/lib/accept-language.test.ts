import { describe, expect, it } from 'vitest';
import { failureLanguage } from './accept-language';

describe('the language of the API’s words', () => {
  it.each([
    ['bn', 'bn'],
    ['bn-BD', 'bn'],
    ['bn-BD,bn;q=0.9,en-US;q=0.8,en;q=0.7', 'bn'],
    ['en-US,en;q=0.9,bn;q=0.8', 'en'],
    ['fr, bn;q=0.5', 'bn'],
    ['en;q=0.4, BN;q=0.6', 'bn'],
    ['en, bn', 'en'],
    ['bn;q=0', 'en'],
    ['bn;q=nonsense', 'en'],
    ['*', 'en'],
    ['fr-FR', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('Accept-Language %j answers in %s', (header, language) => {
    expect(failureLanguage(header)).toBe(language);
  });
});
