import '../../lib/i18n/accounts-words';
import { SCREEN_ACCESS } from '@dastarkhan/contract/access';
import type { Account } from '@dastarkhan/contract/accounts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useAccount } from './api/accounts';
import { AccountSummary } from './components/account-summary';
import { PaymentReprint } from './components/payment-reprint';
import { ReceivePaymentFlow } from './components/receive-payment-flow';
import { StatementSection } from './components/statement-section';

function AccountView({ account }: { account: Account }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const [paymentShown, setPaymentShown] = useState<string>();
  const editsCustomers = user !== undefined && SCREEN_ACCESS.customers.includes(user.role);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('accounts.title', { name: account.name })}
        actions={
          <>
            <ReceivePaymentFlow account={account} />
            {editsCustomers && (
              <Link to={`/dashboard/customers/${account.customerId}`} className={buttonClasses('secondary')}>
                {t('accounts.editCustomer')}
              </Link>
            )}
            <Link to="/dashboard/dues" className={buttonClasses('secondary')}>
              {t('accounts.toDues')}
            </Link>
          </>
        }
      >
        {t('accounts.phone', { phone: account.phone })}
      </PageHeader>
      <AccountSummary account={account} />
      <StatementSection account={account} onOpenPayment={setPaymentShown} />
      <PaymentReprint paymentId={paymentShown} onClose={() => setPaymentShown(undefined)} />
    </div>
  );
}

/**
 * /dashboard/customers/:id/account (issue 35): what a customer owes, how old it is, their last payment and
 * statement, with Receive payment. Admins and managers; the customer form stays the admin's.
 */
export function CustomerAccountPage() {
  const { t } = useTranslation();
  const account = useAccount(useParams().id);
  if (account.isPending) return <Spinner />;
  if (account.isError)
    return (
      <ErrorPanel
        title={t('accounts.loadFailed')}
        message={account.error.message}
        onRetry={() => void account.refetch()}
      />
    );
  return <AccountView account={account.data} />;
}
