import { useTranslation } from '../../../lib/i18n';

/** The counter's keys, for a cashier who would rather not reach for the mouse. */
const SHORTCUTS = [
  ['/', 'receipt.keys.search'],
  ['Enter', 'receipt.keys.addFirst'],
  ['+ -', 'receipt.keys.step'],
  ['%', 'receipt.keys.percent'],
  ['Enter', 'receipt.keys.charge'],
  ['F9', 'receipt.keys.chargeAnywhere'],
  ['C D B N R', 'receipt.keys.methods'],
  ['Esc', 'receipt.keys.close'],
] as const;

/** A small popover listing the keyboard shortcuts (the browser's popover: Esc or a click outside closes it). */
export function ShortcutsHelp() {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        popoverTarget="counter-shortcuts"
        className="rounded-md px-2 py-1 text-sm text-brand-600 hover:bg-brand-50 pointer-coarse:min-h-11"
      >
        {t('receipt.keys.title')}
      </button>
      <div
        id="counter-shortcuts"
        popover="auto"
        aria-label={t('receipt.keys.title')}
        className="m-auto w-80 rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-xl"
      >
        <h2 className="mb-2 font-semibold text-slate-800">{t('receipt.keys.title')}</h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5">
          {SHORTCUTS.map(([keys, text]) => (
            <div key={text} className="contents">
              <dt>
                <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">
                  {keys}
                </kbd>
              </dt>
              <dd className="text-slate-700">{t(text)}</dd>
            </div>
          ))}
        </dl>
      </div>
    </>
  );
}
