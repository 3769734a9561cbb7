import type { StockCountBody, StockCountResult } from '@dastarkhan/contract/inventory';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useReactToPrint } from 'react-to-print';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { Form, FormField, type FormMethods } from '../../components/ui/form-field';
import { PageHeader } from '../../components/ui/page-header';
import { toast } from '../../components/ui/toasts';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useCountSheet, useRecordCount } from './api/stock-count';
import { CountDifferences, CountSheet } from './components/count-sheet';
import { countFormSchema, type CountFormValues } from './stock-forms';

/** A4, with room to write: the sheet a cook carries round the store room when there is no tablet. */
const SHEET_PAGE_STYLE = '@page { size: A4 portrait; margin: 12mm; } body { print-color-adjust: exact; }';

/**
 * A stock count (issue 16): the books' quantity of every item beside a box for what is on the shelf, to fill
 * in on a tablet or print. Saving records a `count` movement for each filled box: the difference from the books
 * as they stand when it lands, with who counted and when. Blank boxes were not counted.
 */
export function StockCountPage() {
  const { t } = useTranslation();
  const sheet = useCountSheet();
  const recordCount = useRecordCount();
  const [result, setResult] = useState<StockCountResult>();
  const printed = useRef<HTMLDivElement>(null);
  const print = useReactToPrint({
    contentRef: printed,
    documentTitle: t('stockCount.title'),
    pageStyle: SHEET_PAGE_STYLE,
  });

  const save = (body: StockCountBody, form: FormMethods<CountFormValues, StockCountBody>) =>
    recordCount.mutate(body, {
      onSuccess: (recorded) => {
        toast.success(t('stockCount.saved', { count: recorded.counted.length }));
        setResult(recorded);
        form.reset({ counts: {}, note: '' });
      },
      onError: (error) => toast.error(errorMessage(error, t('stockCount.saveFailed'))),
    });

  return (
    <>
      <PageHeader
        title={t('stockCount.title')}
        actions={
          <>
            <Link to="/dashboard/inventory" className={buttonClasses('secondary')}>
              {t('stockCount.back')}
            </Link>
            <Button variant="secondary" onClick={() => print()} disabled={!sheet.data}>
              {t('stockCount.print')}
            </Button>
          </>
        }
      >
        {t('stockCount.intro')}
      </PageHeader>
      {result && (
        <CountDifferences
          title={t('stockCount.recorded', { at: formatDateTime(result.at) })}
          rows={result.counted}
        />
      )}
      {sheet.isError ? (
        <ErrorPanel
          title={t('stockCount.loadError')}
          message={errorMessage(sheet.error, t('inventory.loadFailed'))}
          onRetry={() => void sheet.refetch()}
        />
      ) : (
        <Form
          schema={countFormSchema}
          defaultValues={{ counts: {}, note: '' }}
          onSubmit={save}
          className="space-y-4"
        >
          <div ref={printed}>
            <CountSheet items={sheet.data} />
          </div>
          {/* Below the sheet only once it has its rows, so nothing is pushed down when they arrive. */}
          {sheet.data && (
            <div className="flex flex-wrap items-end gap-3">
              <FormField name="note" label={t('stockCount.note')} wrapperClassName="grow sm:max-w-md" />
              <Button type="submit" disabled={recordCount.isPending}>
                {recordCount.isPending ? t('common.saving') : t('stockCount.save')}
              </Button>
            </div>
          )}
        </Form>
      )}
    </>
  );
}
