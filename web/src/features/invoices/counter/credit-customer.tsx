import '../../../lib/i18n/accounts-words';
import type { Account } from '@dastarkhan/contract/accounts';
import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextField } from '../../../components/ui/field';
import { formatTaka } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import { useCustomerAccount, useCustomerByPhone } from '../api/get-customer-account';
import type { ReceiptForm, ReceiptTotals } from '../receipt-form';

/**
 * What a credit of `amount` takes the account to, and whether that is past its limit, as the server counts it
 * for a new receipt (ADR 0185). An edited receipt's own credit is in the balance already, so the warning may
 * come early there; the server, which counts only the credit added, decides.
 */
export function creditAfter(account: Account | undefined, amount: number) {
  const after = account ? Math.round((account.balance + amount) * 100) / 100 : 0;
  const limit = account?.creditLimit ?? null;
  return { after, overLimit: limit !== null && amount > 0 && after > limit };
}

/**
 * What the Charge panel knows of a credit sale's customer (issue 35): the customer of the phone typed (the
 * server finds them by it, or adds them with the name typed), their balance and credit limit, and whether this
 * credit takes them past it. `problem` keeps Create Receipt disabled until a new customer has a name.
 */
export function useCreditCustomer(form: ReceiptForm, totals: ReceiptTotals) {
  const { t } = useTranslation();
  const amount = totals.tenders.find((tender) => tender.method === 'Credit')?.amount ?? 0;
  const onCredit = form.payments.some((line) => line.method === 'Credit');
  const byPhone = useCustomerByPhone(onCredit ? form.phoneNumber : '');
  const customer = byPhone.data;
  const account = useCustomerAccount(onCredit ? customer?._id : null).data;
  const name = form.customerName.trim();
  const unnamed = !name || name === t('receipt.walkIn');
  return {
    onCredit,
    looking: byPhone.isFetching,
    /** The customer of the phone; null when none has it yet; undefined until a whole phone is typed. */
    customer,
    account,
    ...creditAfter(account, amount),
    problem: onCredit && customer === null && unnamed ? t('accounts.credit.nameRequired') : undefined,
  };
}
export type CreditCustomerState = ReturnType<typeof useCreditCustomer>;

/** The customer's phone and name boxes, bound to the order's own fields, as the Charge panel shows them. */
function CustomerBoxes({ credit }: { credit: CreditCustomerState }) {
  const { t } = useTranslation();
  const { watch, setValue } = useFormContext<ReceiptForm>();
  const [phone, name] = watch(['phoneNumber', 'customerName']);
  const walkIn = t('receipt.walkIn');
  return (
    <>
      <TextField
        label={t('accounts.credit.phone')}
        type="tel"
        autoComplete="off"
        placeholder={t('receipt.phonePlaceholder')}
        value={phone}
        onChange={(event) => {
          setValue('phoneNumber', event.target.value, { shouldDirty: true });
          setValue('customerId', null);
        }}
      />
      {credit.looking && <p className="text-sm text-slate-600">{t('accounts.credit.looking')}</p>}
      {credit.customer === null && (
        <>
          <p className="text-sm text-slate-700">{t('accounts.credit.newCustomer')}</p>
          <TextField
            label={t('accounts.credit.name')}
            autoComplete="off"
            value={name === walkIn ? '' : name}
            onChange={(event) => setValue('customerName', event.target.value, { shouldDirty: true })}
          />
        </>
      )}
    </>
  );
}

/**
 * A Credit part's customer in the Charge panel: a walk-in can't take credit, so the panel asks for the phone
 * (and a name for a new customer); a known customer's balance shows, and a warning when this credit takes them
 * past their limit (the server then asks for an admin's approval, which the counter's approval dialog gives).
 */
export function CreditCustomer({ credit }: { credit: CreditCustomerState }) {
  const { t } = useTranslation();
  const { getValues, setValue } = useFormContext<ReceiptForm>();
  const found = credit.customer;
  // The account is the one of the phone: the order takes its customer and, for a walk-in, the name.
  useEffect(() => {
    if (!found) return;
    setValue('customerId', found._id);
    const name = getValues('customerName').trim();
    if (!name || name === t('receipt.walkIn')) setValue('customerName', found.name, { shouldDirty: true });
  }, [found, getValues, setValue, t]);
  if (!credit.onCredit) return null;
  const { account } = credit;
  return (
    <section
      aria-label={t('accounts.credit.intro')}
      className="space-y-2 rounded-md border border-amber-200 bg-amber-50 p-3"
    >
      <p className="text-sm text-slate-700">{t('accounts.credit.intro')}</p>
      <CustomerBoxes credit={credit} />
      {found && account && (
        <p data-testid="credit-customer" className="text-sm font-medium text-slate-800">
          {t('accounts.credit.found', { name: found.name, balance: formatTaka(account.balance) })}
        </p>
      )}
      {account?.creditLimit != null && !credit.overLimit && (
        <p className="text-sm text-slate-600">
          {t('accounts.credit.limitNear', {
            name: account.name,
            balance: formatTaka(account.balance),
            limit: formatTaka(account.creditLimit),
          })}
        </p>
      )}
      {credit.overLimit && account?.creditLimit != null && (
        <p role="alert" data-testid="over-limit" className="text-sm font-semibold text-red-700">
          {t('accounts.credit.overLimit', {
            name: account.name,
            after: formatTaka(credit.after),
            limit: formatTaka(account.creditLimit),
          })}
        </p>
      )}
    </section>
  );
}
