import type { InvoiceVoid } from '@dastarkhan/contract/voids';
import { Link, useParams } from 'react-router';
import { TEXT_LINK } from '../../components/ui/button';
import { HistoryLink } from '../../components/ui/history-link';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useVoidedInvoice } from './api/get-voided-invoice';
import { PrintReceipt } from './components/print-receipt';

/** Who voided the receipt, when and why, above it. */
function VoidedBanner({ voided }: { voided: InvoiceVoid }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('invoices.voided')}
      className="mx-auto mb-4 max-w-md rounded-lg border border-red-300 bg-red-50 p-3 text-red-900"
    >
      <p className="font-semibold">{t('invoices.voided')}</p>
      <p>{t('invoices.voidedBy', { name: voided.voidedBy.name, when: formatDateTime(voided.voidedAt) })}</p>
      <p>{t('invoices.voidedWhy', { reason: voided.reason ?? t('invoices.noVoidReason') })}</p>
    </section>
  );
}

/** /dashboard/invoices/:id/voided, for an admin: a voided receipt as it was, printing with a VOID mark (ADR 0156). */
export function VoidedReceiptPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useVoidedInvoice(id);
  if (query.isPending) return <Spinner label={t('receipt.loading')} />;
  if (query.isError)
    return (
      <ErrorPanel
        title={t('receipt.loadError')}
        message={errorMessage(query.error, t('receipt.loadFailed'))}
      />
    );
  const { invoice, void: voided } = query.data;
  return (
    <>
      <PageHeader
        title={t('invoices.voidedTitle', { number: invoice.invoiceNumber })}
        actions={
          <>
            <HistoryLink
              kind="receipt"
              id={invoice._id}
              name={t('receipt.documentTitle', { number: invoice.invoiceNumber })}
            />
            <Link to="/dashboard/invoices" className={TEXT_LINK}>
              {t('receipt.backToInvoices')}
            </Link>
          </>
        }
      >
        {t('invoices.voidedIntro')}
      </PageHeader>
      <VoidedBanner voided={voided} />
      <PrintReceipt invoice={invoice} voided={voided} />
    </>
  );
}
