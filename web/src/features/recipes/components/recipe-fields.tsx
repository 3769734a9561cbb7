import '../../../lib/i18n/names-words';
import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { rateNames } from '@dastarkhan/contract/receipt-vat';
import { FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../lib/i18n';
import { useVatSettings } from '../../../lib/vat-settings';

type RecipeFieldsProps = { categories: RecipeCategory[]; imageRequired: boolean };

/** The recipe inputs shared by the 'Add New Recipe' form and the 'Edit Recipe' modal. */
export function RecipeFields({ categories, imageRequired }: RecipeFieldsProps) {
  const { t } = useTranslation();
  const vat = useVatSettings().data;
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField name="name" label={t('recipes.fields.name')} autoComplete="off" />
      <FormField
        name="nameBn"
        label={t('banglaName.label')}
        hint={t('banglaName.dishHint')}
        lang="bn"
        autoComplete="off"
      />
      <FormField as="select" name="category" label={t('recipes.fields.category')}>
        <option value="">{t('recipes.fields.selectCategory')}</option>
        {categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.name}
          </option>
        ))}
      </FormField>
      <FormField
        name="price"
        label={t('recipes.fields.price')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
      />
      <FormField
        name="code"
        label={t('recipes.fields.code')}
        hint={t('recipes.fields.codeHint')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        className="uppercase"
      />
      <FormField
        name="image"
        label={imageRequired ? t('recipes.fields.imageRequired') : t('recipes.fields.image')}
        type="url"
        placeholder={t('recipes.fields.imagePlaceholder')}
      />
      <FormField
        as="textarea"
        name="description"
        label={t('recipes.fields.description')}
        rows={3}
        wrapperClassName="md:col-span-2"
      />
      <FormField as="select" name="taxRate" label={t('recipes.fields.taxRate')}>
        <option value="">{t('recipes.fields.standardRate', { name: vat?.standardRate ?? '' })}</option>
        {(vat ? rateNames(vat) : []).map((rate) => (
          <option key={rate} value={rate}>
            {rate}
          </option>
        ))}
      </FormField>
      <FormField as="checkbox" name="isAvailable" label={t('recipes.fields.available')} />
      <FormField
        as="checkbox"
        name="stopWhenOut"
        label={t('recipes.fields.stopWhenOut')}
        hint={t('recipes.fields.stopWhenOutHint')}
      />
    </div>
  );
}
