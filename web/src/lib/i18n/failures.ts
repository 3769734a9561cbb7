import { i18n, setFailureWording, type FailureWords } from '.';

type CodeOf = (message: string) => Omit<FailureWords, 'message'> | undefined;

/**
 * The failures' catalogues in contract/src/failures (FAILURES_EN, FAILURES_BN, and failureCodeOf, which names the
 * code of an English message the contract's own schemas give in the browser). Found by a pattern, not imported
 * by name: each is a lazy chunk, and the web builds before they are there (ADR 0192).
 */
const modules = import.meta.glob<Record<string, unknown>>([
  '../../../../contract/src/failures/*.ts',
  '!**/*.test.ts',
]);

let codeOfMessage: CodeOf = () => undefined;

/**
 * A failure in a language other than English: the catalogue's text for its code, with its values. A message
 * without a code (a zod rule checked in the browser) is looked up by its English words; one the catalogue has no
 * text for stays as it came.
 */
function inReadersWords(failure: FailureWords): string {
  const { code, params } = failure.code ? failure : (codeOfMessage(failure.message) ?? {});
  const key = `failures.${code}`;
  return code && i18n.exists(key) ? String(i18n.t(key as never, params as never)) : failure.message;
}

/**
 * The failures' words in Bangla (`bn`), or in English for the pseudo-locale to wrap (`en`), as a words bundle
 * under `failures`; from then on failures are worded from the catalogue.
 */
export async function failuresIn(language: 'en' | 'bn'): Promise<{ failures: object }> {
  const loaded = Object.assign(
    {},
    ...(await Promise.all(Object.values(modules).map((load) => load()))),
  ) as Record<string, unknown>;
  const codeOf = loaded.failureCodeOf as ((message: string) => unknown) | undefined;
  // It may name the code alone, or the code with the values it read from the message.
  if (typeof codeOf === 'function')
    codeOfMessage = (message) => {
      const found = codeOf(message);
      return typeof found === 'string' ? { code: found } : (found as ReturnType<CodeOf>);
    };
  setFailureWording(inReadersWords);
  return { failures: (language === 'bn' ? loaded.FAILURES_BN : loaded.FAILURES_EN) ?? {} };
}
