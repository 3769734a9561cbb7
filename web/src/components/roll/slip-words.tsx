import { writeDigits } from '@dastarkhan/contract/digits';
import type { PrintDigits, PrintLanguage } from '@dastarkhan/contract/print-language';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { formatDate, formatDateTime, formatNumber, formatTaka, formatTime } from '../../lib/format';
import {
  currentLanguage,
  i18n,
  loadLanguage,
  localesFor,
  useTranslation,
  type TFunction,
} from '../../lib/i18n';

/**
 * The words and figures a printed slip is written in. A receipt is the business's paper: it prints in the
 * language and digits the admin chose (issue 36), whatever language the person printing it reads, so its parts
 * take their words from here rather than from the screen's.
 */
export type SlipWords = {
  t: TFunction;
  /** Which names its lines print: the English, the Bangla (the English when a dish has none), or both. */
  names: PrintLanguage;
  taka: (amount: number) => string;
  number: (value: number, decimals?: number) => string;
  date: (value: string) => string;
  dateTime: (value: string) => string;
  /** A text's digits in the slip's (a receipt's typed time, "02:30 PM"); identifiers keep theirs. */
  digits: (text: string) => string;
};

type Translate = (key: string, options?: object) => string;

/**
 * Both languages' words: a fixed label in Bangla and in English ("মোট / TOTAL"); a line that carries values
 * (a customer's name, a rate's percent) once, in Bangla, so no value prints twice on 72 mm.
 */
function bothLanguages(bangla: Translate, english: Translate): TFunction {
  const both: Translate = (key, options) => {
    const [bn, en] = [bangla(key, options), english(key, options)];
    return options !== undefined || bn === en ? bn : `${bn} / ${en}`;
  };
  return both as unknown as TFunction;
}

/** The words of a slip in `language` with figures in `digits`; Bangla's words must be loaded (loadLanguage). */
export function slipWords(language: PrintLanguage, digits: PrintDigits): SlipWords {
  const locales = localesFor(language === 'en' ? 'en' : 'bn', digits);
  // In the pseudo-locale (a test's browser only, ADR 0194) it stands for English on slips too, so the sweep sees
  // that a slip's every word comes from the catalogue.
  const english = currentLanguage() === 'en-XA' ? 'en-XA' : 'en';
  const fixed = (of: 'en-XA' | 'en' | 'bn') => i18n.getFixedT(of) as unknown as Translate;
  const t =
    language === 'both'
      ? bothLanguages(fixed('bn'), fixed(english))
      : (i18n.getFixedT(language === 'en' ? english : 'bn') as unknown as TFunction);
  const date = (value: string) => formatDate(value, locales);
  return {
    t,
    names: language,
    taka: (amount) => formatTaka(amount, locales),
    number: (value, decimals) => formatNumber(value, decimals, locales),
    date,
    dateTime: (value) => t('format.dateTime', { date: date(value), time: formatTime(value, locales) }),
    digits: (text) => writeDigits(text, digits),
  };
}

const SlipWordsContext = createContext<SlipWords | null>(null);

/** A slip drawn in its own words; its parts read them with useSlipWords. */
export function SlipWordsProvider({ words, children }: { words: SlipWords; children: ReactNode }) {
  return <SlipWordsContext.Provider value={words}>{children}</SlipWordsContext.Provider>;
}

/** The words of the slip being drawn; outside one (a receipt's figures on the screen), the screen's own. */
export function useSlipWords(): SlipWords {
  const slip = useContext(SlipWordsContext);
  const { t } = useTranslation();
  return useMemo(
    () =>
      slip ?? {
        t,
        names: 'en',
        taka: (amount) => formatTaka(amount),
        number: (value, decimals) => formatNumber(value, decimals),
        date: (value) => formatDate(value),
        dateTime: (value) => formatDateTime(value),
        digits: (text) => text,
      },
    [slip, t],
  );
}

/**
 * Whether Bangla's words and font are loaded, once a slip `needs` them: a Bangla slip waits for them rather
 * than print English or tofu. A failed load counts as done, so the slip still prints (in English words).
 */
export function useBanglaLoaded(needs: boolean): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    if (!needs) return;
    let live = true;
    const done = () => {
      if (live) setLoaded(true);
    };
    loadLanguage('bn').then(done, done);
    return () => {
      live = false;
    };
  }, [needs]);
  return !needs || loaded;
}

/** The slip's words in the business's language and digits, once that language is loaded; undefined until then. */
export function useSlipWordsIn(
  language: PrintLanguage | undefined,
  digits: PrintDigits = 'latn',
): SlipWords | undefined {
  const loaded = useBanglaLoaded(language !== undefined && language !== 'en');
  return useMemo(
    () => (language !== undefined && loaded ? slipWords(language, digits) : undefined),
    [language, digits, loaded],
  );
}

/** A sold line's name as the slip prints it: English, Bangla (the English when it has none), or Bangla over English. */
export function SlipName({
  line,
  names,
}: {
  line: { name: string; nameBn: string | null };
  names: PrintLanguage;
}) {
  if (names === 'en' || !line.nameBn) return line.name;
  if (names === 'bn') return <span lang="bn">{line.nameBn}</span>;
  return (
    <>
      <span lang="bn" className="block">
        {line.nameBn}
      </span>
      <span className="block text-[0.85em]">{line.name}</span>
    </>
  );
}
