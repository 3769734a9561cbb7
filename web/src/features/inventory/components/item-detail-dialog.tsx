import type { InventoryItem, InventoryPatch } from '@dastarkhan/contract/inventory';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { formatDateTime, formatTaka } from '../../../lib/format';
import { AdditionHistory } from './addition-history';
import { EDIT_FORM_ID, ItemEditForm } from './item-edit-form';
import { StockStatusBadge } from './stock-status-badge';

export type DetailMode = 'view' | 'edit';

type Props = {
  item: InventoryItem | undefined;
  mode: DetailMode;
  saving: boolean;
  /** Why the last save failed, shown under Save Changes. */
  saveError: string | undefined;
  onModeChange: (mode: DetailMode) => void;
  onSave: (patch: InventoryPatch) => void;
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

export function ItemDetailDialog({ item, mode, saving, saveError, onModeChange, onSave, onClose }: Props) {
  const footer =
    mode === 'view' ? (
      <>
        <Button key="close" variant="secondary" onClick={onClose}>
          Close
        </Button>
        {/* Distinct keys: reusing this button as the submit button would submit the form on the same click. */}
        <Button key="edit" onClick={() => onModeChange('edit')}>
          Edit Item
        </Button>
      </>
    ) : (
      <>
        <Button key="cancel" variant="secondary" onClick={() => onModeChange('view')} disabled={saving}>
          Cancel
        </Button>
        <Button key="save" type="submit" form={EDIT_FORM_ID} disabled={saving}>
          {saving ? 'Saving...' : 'Save Changes'}
        </Button>
      </>
    );

  return (
    <Dialog
      open={Boolean(item)}
      title={item?.name ?? ''}
      onClose={onClose}
      footer={footer}
      error={mode === 'edit' ? saveError : undefined}
      size="lg"
    >
      {item && (
        <>
          {mode === 'edit' && (
            <div className="mb-5 rounded-md border border-brand-100 bg-brand-50 p-4">
              <ItemEditForm key={item._id} item={item} onSubmit={onSave} />
            </div>
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
        </>
      )}
    </Dialog>
  );
}
