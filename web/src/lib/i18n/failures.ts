import { FAILURES_BN } from '@dastarkhan/contract/failures/bn';
import { FAILURES_EN, type FailureCode } from '@dastarkhan/contract/failures/en';
import { failureCodeOf, failureText, type CodedFailure } from '@dastarkhan/contract/failures/match';
import { currentDigits, currentLanguage, i18n, setFailureWording, type FailureWords } from '.';

/** The failure's code and values: as the server sent them, or found from the English words of a browser check. */
function coded({ message, code, params }: FailureWords): CodedFailure | undefined {
  if (code && code in FAILURES_EN)
    return { code: code as FailureCode, params: params as Record<string, string> | undefined };
  return failureCodeOf(message);
}

/**
 * A failure in a language other than English (ADR 0193): Bangla from the contract's catalogue, its field names
 * and nested messages translated too; the pseudo-locale wraps the English template. One without a code stays as
 * it came.
 */
function inReadersWords(failure: FailureWords): string {
  const found = coded(failure);
  if (!found) return failure.message;
  if (currentLanguage() === 'bn') return failureText(found, 'bn', currentDigits());
  return String(i18n.t(`failures.${found.code}` as never, found.params as never));
}

/**
 * The failures' words in Bangla (`bn`), or in English for the pseudo-locale to wrap (`en`), as a words bundle
 * under `failures`; from then on failures are worded from the catalogue. A lazy chunk: the English first visit
 * carries none of it.
 */
export function failuresIn(language: 'en' | 'bn'): { failures: object } {
  setFailureWording(inReadersWords);
  return { failures: language === 'bn' ? FAILURES_BN : FAILURES_EN };
}
