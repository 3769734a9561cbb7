import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import type { RecipeFormValues } from '../recipe-form';

type RecipeFieldsProps = {
  register: UseFormRegister<RecipeFormValues>;
  errors: FieldErrors<RecipeFormValues>;
  categories: RecipeCategory[];
  imageRequired: boolean;
};

/** The recipe inputs shared by the 'Add New Recipe' form and the 'Edit Recipe' modal. */
export function RecipeFields({ register, errors, categories, imageRequired }: RecipeFieldsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField label="Name*" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <SelectField label="Category*" error={errors.category?.message} {...register('category')}>
        <option value="">Select Category</option>
        {categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Price*"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        error={errors.price?.message}
        {...register('price')}
      />
      <TextField
        label={imageRequired ? 'Image URL*' : 'Image URL'}
        type="url"
        placeholder="https://…"
        error={errors.image?.message}
        {...register('image')}
      />
      <TextAreaField
        label="Description"
        rows={3}
        wrapperClassName="md:col-span-2"
        error={errors.description?.message}
        {...register('description')}
      />
      <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300" {...register('isAvailable')} />
        Available
      </label>
    </div>
  );
}
