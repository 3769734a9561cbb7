import '../../../lib/i18n/names-words';
import { MENU_COLUMNS } from '@dastarkhan/contract/recipes';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';

/**
 * A menu category's boxes, for adding one and for editing one: its names, its column and its position. Left
 * empty, the position puts a new category after the last and keeps an edited one where it is.
 */
export function MenuCategoryFields({ adding }: { adding: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField name="name" label={t('menuCategories.name')} autoComplete="off" />
      <FormField
        name="nameBn"
        label={t('banglaName.label')}
        hint={t('menuCategories.nameBnHint')}
        lang="bn"
        autoComplete="off"
      />
      <FormField as="select" name="menuColumn" label={t('menuCategories.column')}>
        {MENU_COLUMNS.map((column) => (
          <option key={column} value={column}>
            {t(`menuCategories.columns.${column}`)}
          </option>
        ))}
      </FormField>
      <FormField
        name="sortOrder"
        label={t('menuCategories.sortOrder')}
        hint={adding ? t('menuCategories.sortOrderHint') : t('menuCategories.sortOrderEditHint')}
        inputMode="numeric"
        autoComplete="off"
      />
    </div>
  );
}
