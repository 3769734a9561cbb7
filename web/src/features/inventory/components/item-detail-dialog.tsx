import '../../../lib/i18n/names-words';
import type {
  InventoryItem,
  InventoryPatch,
  PaymentBody,
  ReductionBody,
  WasteBody,
} from '@dastarkhan/contract/inventory';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { HistoryLink } from '../../../components/ui/history-link';
import { formatDateTime, formatStock, formatTaka } from '../../../lib/format';
import { useTranslation, type MessageKey } from '../../../lib/i18n';
import { AdditionHistory } from './addition-history';
import { receiveLink } from '../use-receive-draft';
import { useStockCategoryName } from '../use-stock-category-name';
import { EDIT_FORM_ID, ItemEditForm } from './item-edit-form';
import { MovementHistory } from './movement-history';
import { PAY_FORM_ID, PaymentForm, REDUCE_FORM_ID, StockOutForm, WASTE_FORM_ID } from './movement-forms';
import { DaysLeft, MissingIntake } from './stock-outlook';
import { StockStatusBadge } from './stock-status-badge';

/** View, the spec's edit, or one of the relative writes: taking stock away, waste, paying the supplier. */
export type DetailMode = 'view' | 'edit' | 'reduce' | 'waste' | 'pay';

type Props = {
  item: InventoryItem | undefined;
  mode: DetailMode;
  saving: boolean;
  /** Why the last save failed, shown under Save Changes. */
  saveError: string | undefined;
  onModeChange: (mode: DetailMode) => void;
  onSave: (patch: InventoryPatch) => void;
  onReduce: (body: ReductionBody) => void;
  onWaste: (body: WasteBody) => void;
  onPay: (body: PaymentBody) => void;
  /** Closing resets the modal: the next open starts from the mode its button asks for. */
  onClose: () => void;
};

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-slate-800">{children}</dd>
    </div>
  );
}

const SUBMIT = {
  edit: { form: EDIT_FORM_ID, label: 'common.saveChanges' },
  reduce: { form: REDUCE_FORM_ID, label: 'inventory.detail.reduceStock' },
  waste: { form: WASTE_FORM_ID, label: 'inventory.detail.recordWaste' },
  pay: { form: PAY_FORM_ID, label: 'inventory.detail.recordPayment' },
} as const satisfies Record<Exclude<DetailMode, 'view'>, { form: string; label: MessageKey }>;

function ViewActions({
  item,
  onModeChange,
  onClose,
}: Pick<Props, 'onModeChange' | 'onClose'> & { item: InventoryItem }) {
  const { t } = useTranslation();
  const live = item.archivedAt === null;
  return (
    <>
      <Button key="close" variant="secondary" onClick={onClose}>
        {t('common.close')}
      </Button>
      <HistoryLink key="history" kind="stock-item" id={item._id} name={item.name} />
      {live && item.quantity > 0 && (
        <Button key="reduce" variant="secondary" onClick={() => onModeChange('reduce')}>
          {t('inventory.detail.reduceStock')}
        </Button>
      )}
      {live && (
        <Button key="waste" variant="secondary" onClick={() => onModeChange('waste')}>
          {t('inventory.detail.recordWaste')}
        </Button>
      )}
      {item.dueTk > 0 && (
        <Button key="pay" variant="secondary" onClick={() => onModeChange('pay')}>
          {t('inventory.detail.recordPayment')}
        </Button>
      )}
      {live && (
        <Link key="receive" to={receiveLink(item)} className={buttonClasses('secondary')}>
          {t('inventory.receive')}
        </Link>
      )}
      {/* Distinct keys: reusing this button as the submit button would submit the form on the same click. */}
      {live && (
        <Button key="edit" onClick={() => onModeChange('edit')}>
          {t('inventory.detail.editItem')}
        </Button>
      )}
    </>
  );
}

export function ItemDetailDialog({
  item,
  mode,
  saving,
  saveError,
  onModeChange,
  onSave,
  onReduce,
  onWaste,
  onPay,
  onClose,
}: Props) {
  const { t } = useTranslation();
  const categoryName = useStockCategoryName();
  const footer =
    mode === 'view' || !item ? (
      item && <ViewActions item={item} onModeChange={onModeChange} onClose={onClose} />
    ) : (
      <>
        <Button key="cancel" variant="secondary" onClick={() => onModeChange('view')} disabled={saving}>
          {t('common.cancel')}
        </Button>
        <Button key={`submit-${mode}`} type="submit" form={SUBMIT[mode].form} disabled={saving}>
          {saving ? t('common.saving') : t(SUBMIT[mode].label)}
        </Button>
      </>
    );
  const quantity = (value: number) => item && formatStock(t, value, item.unit);

  return (
    <Dialog
      open={Boolean(item)}
      title={item?.name ?? ''}
      onClose={onClose}
      footer={footer}
      error={mode === 'view' ? undefined : saveError}
      size="lg"
    >
      {item && (
        <>
          {mode !== 'view' && (
            <div className="mb-5 rounded-md border border-brand-100 bg-brand-50 p-4">
              {/* Keyed by version: after a refused stale edit the form starts again from the new figures. */}
              {mode === 'edit' && (
                <ItemEditForm key={`${item._id}-${item.version}`} item={item} onSubmit={onSave} />
              )}
              {mode === 'reduce' && (
                <StockOutForm item={item} kind={mode} onSubmit={(body) => onReduce(body as ReductionBody)} />
              )}
              {mode === 'waste' && (
                <StockOutForm item={item} kind={mode} onSubmit={(body) => onWaste(body as WasteBody)} />
              )}
              {mode === 'pay' && <PaymentForm item={item} onSubmit={onPay} />}
            </div>
          )}
          {item.archivedAt && (
            <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
              {t('inventory.detail.deletedOn', { date: formatDateTime(item.archivedAt) })}
            </p>
          )}
          <dl className="grid gap-4 sm:grid-cols-3">
            {item.nameBn && (
              <Detail label={t('banglaName.label')}>
                <span lang="bn">{item.nameBn}</span>
              </Detail>
            )}
            <Detail label={t('inventory.detail.category')}>{categoryName(item.category)}</Detail>
            <Detail label={t('inventory.detail.quantity')}>
              {quantity(item.quantity)}
              {item.missingIntake && <MissingIntake />}
            </Detail>
            <Detail label={t('inventory.detail.status')}>
              <StockStatusBadge status={item.status} />
            </Detail>
            <Detail label={t('inventory.detail.unitPrice')}>{formatTaka(item.price)}</Detail>
            <Detail label={t('inventory.detail.total')}>{formatTaka(item.totalTk)}</Detail>
            <Detail label={t('inventory.detail.due')}>{formatTaka(item.dueTk)}</Detail>
            <Detail label={t('inventory.detail.threshold')}>{quantity(item.threshold)}</Detail>
            <Detail label={t('inventory.detail.usage')}>
              {t('inventory.perDay', { quantity: quantity(item.usagePerDay) ?? '' })}
            </Detail>
            <Detail label={t('inventory.detail.daysLeft')}>
              <DaysLeft days={item.daysLeft} />
            </Detail>
            <Detail label={t('inventory.detail.supplier')}>{item.supplier.name}</Detail>
            <Detail label={t('inventory.detail.addedBy')}>{item.addedBy.name || '—'}</Detail>
            <Detail label={t('inventory.detail.addedOn')}>{formatDateTime(item.createdAt)}</Detail>
            <Detail label={t('inventory.detail.lastUpdated')}>{formatDateTime(item.lastUpdated.at)}</Detail>
          </dl>
          <AdditionHistory entries={item.additionHistory} unit={item.unit} />
          <MovementHistory item={item} />
        </>
      )}
    </Dialog>
  );
}
