import type { ReactNode } from 'react';
import { useTranslation, type TFunction } from '../../lib/i18n';
import { Button } from './button';
import type { Column } from './data-table';

/**
 * A list's last column: each row's buttons at its right edge, under a heading only a screen reader reads (on a
 * card, the buttons span its width: data-table.tsx).
 */
export function actionsColumn<Row>(t: TFunction, buttons: (row: Row) => ReactNode): Column<Row> {
  return {
    header: <span className="sr-only">{t('common.actions')}</span>,
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (row) => <div className="flex justify-end gap-2">{buttons(row)}</div>,
  };
}

type EditAndDeleteProps = {
  /** The row's name, in each button's accessible name ('Delete Kacchi'), as a list of buttons is read out. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
};

/** A row's two buttons: change it (in a dialog), and delete it (after asking). */
export function EditAndDelete({ name, onEdit, onDelete }: EditAndDeleteProps) {
  const { t } = useTranslation();
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={t('common.editNamed', { name })} onClick={onEdit}>
        {t('common.edit')}
      </Button>
      <Button variant="danger" size="sm" aria-label={t('common.deleteNamed', { name })} onClick={onDelete}>
        {t('common.delete')}
      </Button>
    </>
  );
}
