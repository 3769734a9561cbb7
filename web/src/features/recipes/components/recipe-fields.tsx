import type { RecipeCategory } from '@dastarkhan/contract/recipes';
import { FormField } from '../../../components/ui/form-field';

type RecipeFieldsProps = { categories: RecipeCategory[]; imageRequired: boolean };

/** The recipe inputs shared by the 'Add New Recipe' form and the 'Edit Recipe' modal. */
export function RecipeFields({ categories, imageRequired }: RecipeFieldsProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FormField name="name" label="Name*" autoComplete="off" />
      <FormField as="select" name="category" label="Category*">
        <option value="">Select Category</option>
        {categories.map((category) => (
          <option key={category.name} value={category.name}>
            {category.name}
          </option>
        ))}
      </FormField>
      <FormField name="price" label="Price*" type="number" inputMode="decimal" min={0} step={0.01} />
      <FormField
        name="image"
        label={imageRequired ? 'Image URL*' : 'Image URL'}
        type="url"
        placeholder="https://…"
      />
      <FormField
        as="textarea"
        name="description"
        label="Description"
        rows={3}
        wrapperClassName="md:col-span-2"
      />
      <FormField as="checkbox" name="isAvailable" label="Available" />
    </div>
  );
}
