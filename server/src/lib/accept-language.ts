import type { FailureLanguage } from '@dastarkhan/contract/failures/match';

/** A language range's weight: its `q` (0 to 1), 1 when it states none, 0 when it states nonsense. */
function weightOf(parameters: string[]): number {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const weight = Number(q.slice(2));
  return Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0;
}

/**
 * The language of the API's words for a request (issue 36): Bangla when its Accept-Language ranks `bn` (or
 * `bn-BD`, any region) above English, else English. A client that sends no header, `*` or only other languages
 * (every spec-era client) reads English, as before.
 */
export function failureLanguage(header: string | undefined): FailureLanguage {
  let chosen: { language: FailureLanguage; weight: number } = { language: 'en', weight: 0 };
  for (const range of (header ?? '').split(',')) {
    const [tag = '', ...parameters] = range.split(';');
    const language = tag.trim().toLowerCase().split('-')[0];
    const weight = weightOf(parameters);
    // The first of equal weights wins, as the client listed it first.
    if ((language === 'bn' || language === 'en') && weight > chosen.weight) chosen = { language, weight };
  }
  return chosen.language;
}
