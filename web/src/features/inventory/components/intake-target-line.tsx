import { formatStock } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n';
import type { IntakeTarget } from '../stock-forms';
import { useStockCategoryName } from '../use-stock-category-name';

/** Says where a card's intake goes: more of an item in stock (green), or a new item (and which namesake it is not). */
export function IntakeTargetLine({ target }: { target: IntakeTarget | undefined }) {
  const { t } = useTranslation();
  const categoryName = useStockCategoryName();
  if (!target) return null;
  if (target.kind === 'existing') {
    const { item } = target;
    return (
      <p className="text-green-700">
        {t('inventory.add.addsTo', { name: item.name, quantity: formatStock(t, item.quantity, item.unit) })}
      </p>
    );
  }
  if (target.kind === 'earlier')
    return <p className="text-green-700">{t('inventory.add.joinsCard', { number: target.card })}</p>;
  const { namesake } = target;
  return (
    <p className="text-slate-600">
      {namesake
        ? t('inventory.add.newBesideNamesake', {
            name: namesake.name,
            category: categoryName(namesake.category),
            unit: t(`inventory.units.${namesake.unit}`),
          })
        : t('inventory.add.newItem')}
    </p>
  );
}
