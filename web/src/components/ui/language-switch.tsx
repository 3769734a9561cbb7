import '../../lib/i18n/language-words';
import type { LoginResponse, UserPreferences } from '@dastarkhan/contract/auth';
import { LANGUAGE_CODES } from '@dastarkhan/contract/language';
import { useState } from 'react';
import { api, errorMessage, unwrap } from '../../lib/api-client';
import { cn } from '../../lib/cn';
import {
  currentDigits,
  currentLanguage,
  device,
  showLanguage,
  useTranslation,
  type Digits,
} from '../../lib/i18n';
import { useSession, type SignedIn } from '../../lib/session';
import { toast } from './toasts';

const OPTION =
  'px-3 py-1 text-sm first:rounded-l-md last:rounded-r-md aria-pressed:bg-brand-600 aria-pressed:text-white pointer-coarse:min-h-11 pointer-coarse:min-w-11';

const savePreferences = (body: UserPreferences, headers?: { authorization: string }): Promise<SignedIn> =>
  unwrap(api.PATCH('/api/auth/me/preferences', { body, headers }));

/**
 * The language chosen on the sign-in page since the last sign-in on this device: the next to sign in is the one
 * who chose it (a reload between does not forget it).
 */
const CHOSEN_KEY = 'languageChosen';

/**
 * A reader who chose a language on the sign-in page and has none on their account keeps it: it is saved there,
 * so the screens do not turn back to the business's language as they sign in (ADR 0191). A failure keeps the
 * account as it was.
 */
export async function keepLanguageChosenBeforeSignIn(answer: LoginResponse): Promise<LoginResponse> {
  const chosen = localStorage.getItem(CHOSEN_KEY);
  localStorage.removeItem(CHOSEN_KEY);
  if (chosen !== 'en' && chosen !== 'bn') return answer;
  if (answer.user.language || chosen === answer.defaultLanguage) return answer;
  const authorization = `Bearer ${answer.token}`;
  return savePreferences({ language: chosen }, { authorization }).then(
    (saved) => ({ ...saved, token: answer.token }),
    () => answer,
  );
}

/** Each digit set's button shows its digits, and is named in the reader's words. */
const DIGIT_OPTIONS = [
  { value: 'beng', text: '০১২', name: 'language.bengaliDigits', lang: 'bn' },
  { value: 'latn', text: '012', name: 'language.latinDigits' },
] as const satisfies readonly { value: Digits; text: string; name: string; lang?: string }[];

/** One of a few options, pressed when it is the one shown. */
function Options<T extends string>({
  label,
  options,
  shown,
  onChoose,
  dark,
}: {
  label: string;
  options: readonly { value: T; text: string; name?: string; lang?: string }[];
  /** The option shown now (the pseudo-locale is none of them). */
  shown: string;
  onChoose: (value: T) => void;
  dark?: boolean;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('inline-flex rounded-md border', dark ? 'border-slate-600' : 'border-slate-300')}
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          lang={option.lang}
          aria-label={option.name}
          aria-pressed={option.value === shown}
          onClick={() => onChoose(option.value)}
          className={cn(OPTION, dark ? 'hover:bg-slate-800' : 'hover:bg-slate-100')}
        >
          {option.text}
        </button>
      ))}
    </div>
  );
}

/**
 * English | বাংলা, each named in itself, and for a signed-in reader their digits, ০১২ | 012 (issue 36). Before
 * anyone signs in the choice is this device's; signed in, it is saved on the reader's account (lib/session.tsx).
 * The screens change once the language's words have arrived.
 */
export function LanguageSwitch({ dark }: { dark?: boolean }) {
  const { t } = useTranslation();
  const { user, signedIn } = useSession();
  // Signed in, the account keeps the choice; before, this device, until the next sign-in takes it.
  const choose = async (change: UserPreferences) => {
    if (user) return signedIn(await savePreferences(change));
    if (change.language) localStorage.setItem(CHOSEN_KEY, change.language);
    await showLanguage(change.language ?? currentLanguage(), device.digits());
  };
  const [choosing, setChoosing] = useState(false);
  const run = (change: UserPreferences) => {
    if (choosing) return;
    setChoosing(true);
    choose(change)
      .catch((error: unknown) =>
        toast.error(t('language.saveFailed', { message: errorMessage(error, t('common.unknownError')) })),
      )
      .finally(() => setChoosing(false));
  };
  return (
    <div className="flex flex-wrap items-center gap-2" aria-busy={choosing}>
      <Options
        label={t('language.choose')}
        options={LANGUAGE_CODES.map((code) => ({
          value: code,
          text: t(`language.names.${code}`),
          lang: code,
        }))}
        shown={currentLanguage()}
        onChoose={(language) => run({ language })}
        dark={dark}
      />
      {user && (
        <Options<Digits>
          label={t('language.digits')}
          options={DIGIT_OPTIONS.map((option) => ({ ...option, name: t(option.name) }))}
          shown={currentDigits()}
          onChoose={(digits) => run({ digits })}
          dark={dark}
        />
      )}
    </div>
  );
}
