import '../../lib/i18n/accounts-words';
import { SCREEN_ACCESS } from '@dastarkhan/contract/access';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses, TEXT_LINK } from '../../components/ui/button';
import { Combobox } from '../../components/ui/combobox';
import { PageHeader } from '../../components/ui/page-header';
import { Spinner } from '../../components/ui/spinner';
import { formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { SEARCH_DEBOUNCE_MS } from '../../lib/use-list-params';
import { useAccount } from './api/accounts';
import { useCustomerSearch } from './api/customer-search';
import { ReceivePaymentFlow } from './components/receive-payment-flow';

/** The customer picked by name or phone, suggested as at the counter once 2 characters are typed. */
function useCustomerPick() {
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<string>();
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useCustomerSearch(search);
  return { typed, setTyped, found, picked, setPicked };
}

/**
 * /dashboard/receive-payment (issue 35): a regular settles at the counter. The cashier finds them by name or
 * phone, sees what they owe, receives the payment and prints its money receipt.
 */
export function ReceivePaymentPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const pick = useCustomerPick();
  const account = useAccount(pick.picked);
  const seesAccounts = user !== undefined && SCREEN_ACCESS.accounts.includes(user.role);
  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t('accounts.counter.title')}
        actions={
          <Link to="/dashboard/invoices/new" className={buttonClasses('secondary')}>
            {t('accounts.counter.back')}
          </Link>
        }
      />
      <Combobox
        label={t('accounts.counter.pick')}
        value={pick.typed}
        onValueChange={(value) => {
          pick.setTyped(value);
          pick.setPicked(undefined);
        }}
        suggestions={pick.found.map((customer) => ({
          key: customer._id,
          label: customer.name,
          detail: t('accounts.counter.suggestion', { phone: customer.phone }),
        }))}
        listLabel={t('accounts.counter.found')}
        onPick={(key) => {
          const customer = pick.found.find((candidate) => candidate._id === key);
          if (!customer) return;
          pick.setTyped(customer.name);
          pick.setPicked(customer._id);
        }}
        autoComplete="off"
      />
      {pick.picked && account.isPending && <Spinner />}
      {account.data && (
        <section
          aria-label={account.data.name}
          className="flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white p-4 shadow-sm"
        >
          <p className="text-slate-800" data-testid="receive-owes">
            {t('accounts.receive.owes', {
              name: account.data.name,
              balance: formatTaka(account.data.balance),
            })}
          </p>
          <div className="flex flex-wrap items-center gap-2">
            <ReceivePaymentFlow account={account.data} />
            {seesAccounts && (
              <Link to={`/dashboard/customers/${account.data.customerId}/account`} className={TEXT_LINK}>
                {t('accounts.counter.openAccount')}
              </Link>
            )}
          </div>
        </section>
      )}
    </div>
  );
}
