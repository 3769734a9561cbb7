import {
  closeDayInputSchema,
  countedCashPoisha,
  NOTES,
  type CloseDayInput,
  type DayFigures,
  type NoteCounts,
  type ZReport,
} from '@dastarkhan/contract/days';
import { fromPoisha, toPoisha } from '@dastarkhan/contract/money';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { Form, FormField } from '../../../components/ui/form-field';
import { failureMessage } from '../../../lib/api-client';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { typedNumber } from '../../../lib/typed-number';
import { useCloseDay, useCloseLimit } from '../api/days';

const noteField = (note: number) => `note${note}` as const;
const noteCount = closeDayInputSchema.shape.notes.shape['1'];
const shape = closeDayInputSchema.shape;

/** The boxes as typed (one per note, flat: react-hook-form reads `notes.1000` as an array's index). */
function closeFormSchema(day: string) {
  const notes = Object.fromEntries(
    NOTES.map((note) => [noteField(note), typedNumber('days.close.required', noteCount)]),
  );
  return z
    .object({
      ...notes,
      bkash: typedNumber('days.close.required', shape.bkash),
      nagad: typedNumber('days.close.required', shape.nagad),
      leftInDrawer: typedNumber('days.close.required', shape.leftInDrawer),
      reason: z.string(),
    })
    .transform((values): CloseDayInput => ({
      day,
      notes: Object.fromEntries(
        NOTES.map((note) => [String(note), (values as Record<string, unknown>)[noteField(note)]]),
      ) as NoteCounts,
      bkash: values.bkash,
      nagad: values.nagad,
      leftInDrawer: values.leftInDrawer,
      reason: values.reason.trim() || undefined,
    }));
}

const asNumber = (text: unknown) => (Number.isFinite(Number(text)) ? Number(text) : 0);

/** Expected, counted and the difference per tender, as the boxes are filled in. */
function CountCheck({ figures }: { figures: DayFigures }) {
  const { t } = useTranslation();
  const values = useWatch() as Record<string, unknown>;
  const notes = Object.fromEntries(NOTES.map((note) => [String(note), asNumber(values[noteField(note)])]));
  const rows = [
    {
      tender: t('days.tenders.Cash'),
      expected: figures.expectedCash,
      counted: fromPoisha(countedCashPoisha(notes as NoteCounts)),
    },
    { tender: t('days.tenders.bKash'), expected: figures.expectedBkash, counted: asNumber(values.bkash) },
    { tender: t('days.tenders.Nagad'), expected: figures.expectedNagad, counted: asNumber(values.nagad) },
  ];
  return (
    <table className="w-full text-sm" aria-label={t('days.close.title')}>
      <thead>
        <tr className="text-left">
          <th scope="col">{t('days.close.tender')}</th>
          <th scope="col">{t('days.close.expected')}</th>
          <th scope="col">{t('days.close.counted')}</th>
          <th scope="col">{t('days.close.difference')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.tender} data-testid={`check-${row.tender}`}>
            <th scope="row" className="text-left font-normal">
              {row.tender}
            </th>
            <td>{formatTaka(row.expected)}</td>
            <td>{formatTaka(row.counted)}</td>
            <td>{formatTaka(fromPoisha(toPoisha(row.counted) - toPoisha(row.expected)))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The manager counts the drawer by note and reads the wallets' balances, then closes the day into a Z report. */
export function CloseDayForm({ figures, onClosed }: { figures: DayFigures; onClosed: (z: ZReport) => void }) {
  const { t } = useTranslation();
  const close = useCloseDay();
  const limit = useCloseLimit();
  const schema = useMemo(() => closeFormSchema(figures.day), [figures.day]);
  const defaults = {
    ...Object.fromEntries(NOTES.map((note) => [noteField(note), '0'])),
    bkash: '0',
    nagad: '0',
    leftInDrawer: '0',
    reason: '',
  };
  return (
    <Form
      schema={schema}
      defaultValues={defaults}
      onSubmit={async (values) => onClosed(await close.mutateAsync(values))}
      aria-labelledby="close-day-title"
      className="space-y-4"
    >
      <h2 id="close-day-title" className="text-lg font-semibold">
        {t('days.close.title')}
      </h2>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {NOTES.map((note) => (
          <FormField
            key={note}
            name={noteField(note)}
            label={t('days.close.note', { note })}
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
          />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField
          name="bkash"
          label={t('days.close.bkash')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <FormField
          name="nagad"
          label={t('days.close.nagad')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
        <FormField
          name="leftInDrawer"
          label={t('days.close.leftInDrawer')}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
        />
      </div>
      <CountCheck figures={figures} />
      <FormField
        name="reason"
        as="textarea"
        label={t('days.close.reason')}
        hint={
          limit.data ? t('days.close.limit', { limit: formatTaka(limit.data.differenceLimit) }) : undefined
        }
        maxLength={500}
      />
      <FormActions error={failureMessage(close.error, t('days.close.closeFailed'))} className="">
        <Button type="submit" disabled={close.isPending}>
          {close.isPending ? t('days.close.closing') : t('days.close.submit')}
        </Button>
      </FormActions>
    </Form>
  );
}
