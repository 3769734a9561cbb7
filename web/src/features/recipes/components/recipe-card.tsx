import type { RecipeCostSummary } from '@dastarkhan/contract/recipe-costs';
import type { Recipe } from '@dastarkhan/contract/recipes';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { HistoryLink } from '../../../components/ui/history-link';
import { Icon, SmallIcon } from '../../../components/ui/icon';
import { formatTaka } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { Trans, useTranslation } from '../../../lib/i18n';
import { RecipeCostFigures } from './recipe-cost-figures';

/** The owner's figures on a card: the dish's cost line and its bill of materials (admins only). */
export type CardCosts = {
  cost: RecipeCostSummary | undefined;
  thresholdPercent: number;
  onBill: () => void;
};

type RecipeCardProps = {
  recipe: Recipe;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Absent for those who may not see what a plate costs. */
  costs?: CardCosts;
};

function RecipeImage({ recipe }: { recipe: Recipe }) {
  const { t } = useTranslation();
  const [broken, setBroken] = useState(false);
  if (!recipe.image || broken) {
    return (
      <div
        className="flex h-40 items-center justify-center bg-slate-100 text-slate-400"
        role="img"
        aria-label={t('recipes.noImage', { name: recipe.name })}
      >
        <Icon name="bowl" className="h-10 w-10" />
      </div>
    );
  }
  return (
    <img
      src={recipe.image}
      alt={recipe.name}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setBroken(true)}
      className="h-40 w-full object-cover"
    />
  );
}

/** Available or not, edit, History (admins) and delete: the card's last row. */
function CardActions({
  recipe,
  toggling,
  onToggle,
  onEdit,
  onDelete,
  atBottom,
}: Omit<RecipeCardProps, 'costs'> & { atBottom: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={cn('flex items-center gap-2 pt-2', atBottom && 'mt-auto')}>
      <Button
        size="sm"
        variant={recipe.isAvailable ? 'secondary' : 'primary'}
        disabled={toggling}
        onClick={onToggle}
        className="flex-1 whitespace-nowrap"
      >
        {recipe.isAvailable ? t('recipes.markUnavailable') : t('recipes.markAvailable')}
      </Button>
      <Button
        size="sm"
        variant="ghost"
        aria-label={t('common.editNamed', { name: recipe.name })}
        title={t('common.edit')}
        onClick={onEdit}
      >
        <SmallIcon name="pencil" />
      </Button>
      <HistoryLink kind="dish" id={recipe._id} name={recipe.name} />
      <Button
        size="sm"
        variant="ghost-danger"
        aria-label={t('common.deleteNamed', { name: recipe.name })}
        title={t('common.delete')}
        onClick={onDelete}
      >
        <SmallIcon name="trash" />
      </Button>
    </div>
  );
}

export function RecipeCard({ recipe, toggling, onToggle, onEdit, onDelete, costs }: RecipeCardProps) {
  const { t } = useTranslation();
  return (
    <article
      aria-label={recipe.name}
      className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative">
        <RecipeImage recipe={recipe} />
        <span
          className={cn(
            'absolute top-2 right-2 rounded-full px-2 py-0.5 text-xs font-medium',
            recipe.isAvailable ? 'bg-green-100 text-green-800' : 'bg-red-100 text-red-800',
          )}
        >
          {recipe.isAvailable ? t('recipes.available') : t('recipes.unavailable')}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold text-slate-800">
            {recipe.name}
            {recipe.nameBn && (
              <span lang="bn" className="block font-normal text-slate-600">
                {recipe.nameBn}
              </span>
            )}
          </h3>
          <p className="font-semibold whitespace-nowrap text-brand-700">{formatTaka(recipe.price)}</p>
        </div>
        <p className="text-sm text-slate-600">{recipe.description || t('recipes.noDescription')}</p>
        {/* What the counter says of a dish that stopped selling, so the menu screen agrees with it. */}
        {recipe.ranOutOf && (
          <p className="text-sm font-medium text-red-700">
            {t('receipt.ranOutOf', { ingredient: recipe.ranOutOf })}
          </p>
        )}
        <p className="text-xs text-slate-500">
          <Trans
            i18nKey="recipes.category"
            values={{ category: recipe.category }}
            components={{ strong: <span className="font-medium text-slate-700" /> }}
          />
        </p>
        {recipe.code && (
          <p className="text-xs text-slate-500">
            <Trans
              i18nKey="recipes.code"
              values={{ code: recipe.code }}
              components={{ strong: <span className="font-mono font-medium text-slate-700" /> }}
            />
          </p>
        )}
        {costs && (
          <section
            aria-label={t('recipes.cost.title', { name: recipe.name })}
            className="mt-auto border-t border-slate-100 pt-2"
          >
            {costs.cost?.hasBill ? (
              <RecipeCostFigures figures={costs.cost} thresholdPercent={costs.thresholdPercent} />
            ) : (
              costs.cost && <p className="text-xs text-slate-500">{t('recipes.cost.noBill')}</p>
            )}
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('recipes.bill.openNamed', { name: recipe.name })}
              onClick={costs.onBill}
              className="mt-2 w-full"
            >
              {t('recipes.bill.open')}
            </Button>
          </section>
        )}
        <CardActions
          recipe={recipe}
          toggling={toggling}
          onToggle={onToggle}
          onEdit={onEdit}
          onDelete={onDelete}
          atBottom={!costs}
        />
      </div>
    </article>
  );
}
