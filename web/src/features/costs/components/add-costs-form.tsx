import { MAX_COST_AMOUNT } from '@dastarkhan/contract/costs';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { FormActions } from '../../../components/ui/form-actions';
import { failureMessage } from '../../../lib/api-client';
import { useAddCosts } from '../api/add-costs';

type CostDraft = { reason: string; amount: string; holderName: string };
const BLANK_COST: CostDraft = { reason: '', amount: '', holderName: '' };

/** 'Add New Costs': numbered rows saved together; the form resets and the list reloads after a save. */
export function AddCostsForm() {
  const addCosts = useAddCosts();
  const { control, register, handleSubmit, reset } = useForm<{ costs: CostDraft[] }>({
    defaultValues: { costs: [BLANK_COST] },
  });
  const { fields, append, remove } = useFieldArray({ control, name: 'costs' });
  const [incomplete, setIncomplete] = useState(false);

  const failure = failureMessage(addCosts.error, 'Unknown error');

  const save = handleSubmit(({ costs }) => {
    const missing = costs.some((cost) => !cost.reason.trim() || cost.amount.trim() === '');
    setIncomplete(missing);
    if (missing) return;
    const body = costs.map((cost) => ({
      reason: cost.reason.trim(),
      amount: Number(cost.amount),
      holderName: cost.holderName.trim(),
    }));
    addCosts.mutate(body, {
      onSuccess: () => {
        toast.success('Extra costs have been added successfully!');
        reset({ costs: [BLANK_COST] });
      },
    });
  });

  return (
    <section
      aria-labelledby="add-costs-title"
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="add-costs-title" className="mb-4 text-lg font-semibold text-slate-800">
        Add New Costs
      </h2>
      <form onSubmit={(event) => void save(event)} noValidate className="space-y-4">
        {fields.map((field, index) => (
          <div
            key={field.id}
            role="group"
            aria-label={`Cost #${index + 1}`}
            className="rounded-md border border-slate-200 p-4"
          >
            <div className="mb-3 flex items-center justify-between">
              <h3 className="font-medium text-slate-700">Cost #{index + 1}</h3>
              {fields.length > 1 && (
                <Button
                  variant="ghost"
                  size="sm"
                  className="text-red-600 hover:bg-red-50"
                  aria-label={`Remove Cost #${index + 1}`}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              )}
            </div>
            <div className="grid gap-4 md:grid-cols-3">
              <TextField label="Cost Reason*" {...register(`costs.${index}.reason`)} />
              <TextField
                label="Amount (taka)*"
                type="number"
                min={0}
                max={MAX_COST_AMOUNT}
                step={0.01}
                {...register(`costs.${index}.amount`)}
              />
              <TextField label="Cost Holder Name" {...register(`costs.${index}.holderName`)} />
            </div>
          </div>
        ))}
        <FormActions
          error={
            incomplete
              ? 'Please fill in all required fields for each cost.'
              : failure && `Failed to add costs: ${failure}`
          }
          className="flex flex-wrap justify-between gap-3"
        >
          <Button variant="secondary" onClick={() => append({ ...BLANK_COST })}>
            + Add Another Cost
          </Button>
          <Button type="submit" disabled={addCosts.isPending}>
            {addCosts.isPending ? 'Saving...' : 'Save All Costs'}
          </Button>
        </FormActions>
      </form>
    </section>
  );
}
