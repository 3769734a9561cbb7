import { writeDigits, type Digits } from '../digits';
import { FAILURE_TERMS_BN, FAILURE_VALUES_BN, FAILURES_BN } from './bn';
import { FAILURES_EN, type FailureCode, type FailureTerm } from './en';

/** A failure as the envelope carries it beside its message: its code and the values its template names. */
export type CodedFailure = { code: FailureCode; params?: Record<string, string> };
export type FailureLanguage = 'en' | 'bn';

const PARAM = /\{\{(\w+)\}\}/g;
/** Params holding an English word of FailureTerm, translated with the sentence. */
const TERM_PARAMS = new Set(['label', 'what', 'thing', 'things']);
/** Params holding a failure message of their own, translated in turn. */
const NESTED_PARAMS = new Set(['detail', 'rest']);
/** Params holding the app's own words (a tender, a stock unit, zod's kind of value), "g or kg" for several. */
const VALUE_PARAMS = new Set(['method', 'unit', 'units', 'origin']);
/** A value that is a figure (an amount, a count, a Z number): written in the reader's digits. */
const FIGURE = /^[-+]?৳?[\d,]+(\.\d+)?%?$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

type Pattern = { code: FailureCode; regex: RegExp; literal: number; strict: boolean };

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template as a regular expression, one named group per param (a repeated param must repeat its value). */
function compile(code: FailureCode, template: string): Pattern {
  const named = new Set<string>();
  let source = '';
  let last = 0;
  for (const match of template.matchAll(PARAM)) {
    const name = match[1]!;
    source +=
      escapeRegex(template.slice(last, match.index)) + (named.has(name) ? `\\k<${name}>` : `(?<${name}>.+?)`);
    named.add(name);
    last = match.index + match[0].length;
  }
  source += escapeRegex(template.slice(last));
  return {
    code,
    regex: new RegExp(`^${source}$`, 's'),
    literal: template.replace(PARAM, '').length,
    strict: [...named].every((name) => TERM_PARAMS.has(name) || NESTED_PARAMS.has(name) || name === 'row'),
  };
}

let compiled: { exact: Map<string, FailureCode>; patterns: Pattern[] } | undefined;

/**
 * The templates, compiled once: the ones without params by their text; the others strict first (every param a
 * term, a row number or a failure of its own, checked, so "Invalid id; Must be a number" is two failures before it
 * is zod's "Invalid {{format}}", and "Ingredient 1: Rice is kept in kg…" a row's failure before it is a name's),
 * then the most literal first.
 */
function catalogue() {
  if (compiled) return compiled;
  const entries = Object.entries(FAILURES_EN) as [FailureCode, string][];
  const exact = new Map(
    entries.filter(([, text]) => !text.includes('{{')).map(([code, text]) => [text, code]),
  );
  const patterns = entries
    .filter(([, text]) => text.includes('{{'))
    .map(([code, text]) => compile(code, text))
    .sort((a, b) => Number(b.strict) - Number(a.strict) || b.literal - a.literal);
  compiled = { exact, patterns };
  return compiled;
}

const isTerm = (value: string): value is FailureTerm => Object.hasOwn(FAILURE_TERMS_BN, value);

/**
 * Whether the values a template read fit its params: a term is a known word, a row a number, a nested message
 * has a code.
 */
const fits = (params: Record<string, string>) =>
  Object.entries(params).every(([name, value]) =>
    TERM_PARAMS.has(name)
      ? isTerm(value)
      : NESTED_PARAMS.has(name)
        ? failureCodeOf(value) !== undefined
        : name !== 'row' || /^\d+$/.test(value),
  );

/**
 * The code of a failure message and the values it names, or undefined for a message no template words: its
 * exact template first, then the most literal template it fits.
 */
export function failureCodeOf(message: string): CodedFailure | undefined {
  const { exact, patterns } = catalogue();
  const code = exact.get(message);
  if (code) return { code };
  for (const pattern of patterns) {
    const groups = pattern.regex.exec(message)?.groups;
    if (groups && fits(groups)) return { code: pattern.code, params: { ...groups } };
  }
  return undefined;
}

/** A value of the app's own words in Bangla: each of "g or kg" as the screens word it. */
const banglaValues = (value: string) =>
  value
    .split(' or ')
    .map((word) => FAILURE_VALUES_BN[word] ?? word)
    .join(' বা ');

/** A business day (2026-11-27) as a Bangla date, ২৭ নভেম্বর, ২০২৬, in the reader's digits. */
const banglaDay = (day: string, digits: Digits) =>
  new Intl.DateTimeFormat(`bn-BD-u-nu-${digits}`, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

/**
 * The failure's text in `language`: in Bangla its terms, nested messages, tenders and units translated, its days
 * with Bangla month names and its figures in the reader's digits (Bengali unless they chose otherwise); what
 * someone typed (a name, a reference) as it is.
 */
export function failureText(
  { code, params = {} }: CodedFailure,
  language: FailureLanguage,
  digits: Digits = language === 'bn' ? 'beng' : 'latn',
): string {
  const template = (language === 'bn' ? FAILURES_BN : FAILURES_EN)[code];
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name] ?? '';
    if (language === 'en') return value;
    if (TERM_PARAMS.has(name) && isTerm(value)) return FAILURE_TERMS_BN[value];
    if (NESTED_PARAMS.has(name)) return translateFailure(value, language, digits);
    if (VALUE_PARAMS.has(name)) return banglaValues(value);
    if (ISO_DAY.test(value)) return banglaDay(value, digits);
    return FIGURE.test(value) ? writeDigits(value, digits) : value;
  });
}

/** A failure message in `language`: the same message when it has no code or the language is English. */
export function translateFailure(message: string, language: FailureLanguage, digits?: Digits): string {
  if (language === 'en') return message;
  const failure = failureCodeOf(message);
  return failure ? failureText(failure, language, digits) : message;
}
