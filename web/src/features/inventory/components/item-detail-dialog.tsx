import type {
  InventoryItem,
  InventoryPatch,
  PaymentBody,
  ReductionBody,
} from '@dastarkhan/contract/inventory';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatTaka } from '../../../lib/format';
import { AdditionHistory } from './addition-history';
import { EDIT_FORM_ID, ItemEditForm } from './item-edit-form';
import { MovementHistory } from './movement-history';
import { PAY_FORM_ID, PaymentForm, REDUCE_FORM_ID, ReductionForm } from './movement-forms';
import { StockStatusBadge } from './stock-status-badge';

/** View, the spec's edit, or one of the two relative writes: taking stock away and paying the supplier. */
export type DetailMode = 'view' | 'edit' | 'reduce' | 'pay';

type Props = {
  item: InventoryItem | undefined;
  mode: DetailMode;
  saving: boolean;
  /** Why the last save failed, shown under Save Changes. */
  saveError: string | undefined;
  onModeChange: (mode: DetailMode) => void;
  onSave: (patch: InventoryPatch) => void;
  onReduce: (body: ReductionBody) => void;
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

const SUBMIT: Record<Exclude<DetailMode, 'view'>, { form: string; label: string }> = {
  edit: { form: EDIT_FORM_ID, label: 'Save Changes' },
  reduce: { form: REDUCE_FORM_ID, label: 'Reduce Stock' },
  pay: { form: PAY_FORM_ID, label: 'Record Payment' },
};

function ViewActions({
  item,
  onModeChange,
  onClose,
}: Pick<Props, 'onModeChange' | 'onClose'> & { item: InventoryItem }) {
  const live = item.archivedAt === null;
  return (
    <>
      <Button key="close" variant="secondary" onClick={onClose}>
        Close
      </Button>
      {live && item.quantity > 0 && (
        <Button key="reduce" variant="secondary" onClick={() => onModeChange('reduce')}>
          Reduce Stock
        </Button>
      )}
      {item.dueTk > 0 && (
        <Button key="pay" variant="secondary" onClick={() => onModeChange('pay')}>
          Record Payment
        </Button>
      )}
      {/* Distinct keys: reusing this button as the submit button would submit the form on the same click. */}
      {live && (
        <Button key="edit" onClick={() => onModeChange('edit')}>
          Edit Item
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
  onPay,
  onClose,
}: Props) {
  const footer =
    mode === 'view' || !item ? (
      item && <ViewActions item={item} onModeChange={onModeChange} onClose={onClose} />
    ) : (
      <>
        <Button key="cancel" variant="secondary" onClick={() => onModeChange('view')} disabled={saving}>
          Cancel
        </Button>
        <Button key={`submit-${mode}`} type="submit" form={SUBMIT[mode].form} disabled={saving}>
          {saving ? 'Saving...' : SUBMIT[mode].label}
        </Button>
      </>
    );

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
              {mode === 'reduce' && <ReductionForm item={item} onSubmit={onReduce} />}
              {mode === 'pay' && <PaymentForm item={item} onSubmit={onPay} />}
            </div>
          )}
          {item.archivedAt && (
            <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-800">
              Deleted on {formatDateTime(item.archivedAt)}. It stays in the cost and due figures until what it
              owes is paid.
            </p>
          )}
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail label="Category">{item.category}</Detail>
            <Detail label="Quantity">
              {item.quantity} {item.unit}
            </Detail>
            <Detail label="Status">
              <StockStatusBadge status={item.status} />
            </Detail>
            <Detail label="Unit Price">{formatTaka(item.price)}</Detail>
            <Detail label="Total">{formatTaka(item.totalTk)}</Detail>
            <Detail label="Due">{formatTaka(item.dueTk)}</Detail>
            <Detail label="Minimum Stock Level">
              {item.threshold} {item.unit}
            </Detail>
            <Detail label="Supplier">{item.supplier.name}</Detail>
            <Detail label="Added By">{item.addedBy.name || '—'}</Detail>
            <Detail label="Added On">{formatDateTime(item.createdAt)}</Detail>
            <Detail label="Last Updated">{formatDateTime(item.lastUpdated.at)}</Detail>
          </dl>
          <AdditionHistory entries={item.additionHistory} unit={item.unit} />
          <MovementHistory item={item} />
        </>
      )}
    </Dialog>
  );
}
