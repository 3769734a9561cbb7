import type { Cost } from '@dastarkhan/contract/costs';
import { useState } from 'react';
import { z } from 'zod';
import { toast } from 'sonner';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatTaka } from '../../lib/format';
import { useListParams } from '../../lib/use-list-params';
import { useDeleteCost } from './api/delete-cost';
import { useCosts } from './api/get-costs';
import { AddCostsForm } from './components/add-costs-form';
import { CostEditDialog } from './components/cost-edit-dialog';
import { CostTiles } from './components/cost-tiles';
import { CostsTable } from './components/costs-table';
import { COST_PERIOD_LABELS, COST_PERIODS } from './cost-periods';

export function ExtraCostPage() {
  const { page, setPage, filters, setFilters } = useListParams({
    filters: { period: z.enum(COST_PERIODS).catch('month') },
  });
  const { period } = filters;
  const costs = useCosts(period, page);
  const [editing, setEditing] = useState<Cost>();
  const deleteCost = useDeleteCost();
  const confirm = useConfirm();

  const remove = async (cost: Cost) => {
    const question = `Delete the cost "${cost.reason}" of ${formatTaka(cost.amount)} from ${formatDateTime(cost.createdAt)}? It leaves every total.`;
    if (!(await confirm(question, { title: 'Delete Cost', confirmLabel: 'Delete' }))) return;
    deleteCost.mutate(cost, {
      onSuccess: () => toast.success(`Cost "${cost.reason}" deleted.`),
      onError: (error) => toast.error(`Failed to delete cost: ${errorMessage(error, 'Unknown error')}`),
    });
  };

  return (
    <>
      <PageHeader title="Extra Costs Management" actions={<BackAndDashboard />}>
        What the kitchen spends besides stock: gas, ice, repairs, tips.
      </PageHeader>
      <CostTiles />
      <section aria-labelledby="costs-list-title" className="mb-8">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="costs-list-title" className="text-lg font-semibold text-slate-800">
            Costs
          </h2>
          <div className="flex items-end gap-4">
            <SelectField
              label="Period"
              value={period}
              onChange={(event) => setFilters({ period: event.target.value })}
            >
              {COST_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {COST_PERIOD_LABELS[value]}
                </option>
              ))}
            </SelectField>
            <p className="pb-2 text-sm text-slate-600" data-testid="period-total">
              Total:{' '}
              <span className="font-semibold text-slate-800">{formatTaka(costs.data?.totalAmount ?? 0)}</span>
            </p>
          </div>
        </div>
        <PagedList
          query={costs}
          rowsOf={(data) => data.costs}
          page={page}
          onPageChange={setPage}
          failure={{ toast: 'Failed to fetch costs' }}
        >
          {(rows, loading) => (
            <CostsTable
              costs={rows}
              loading={loading}
              onEdit={setEditing}
              onDelete={(cost) => void remove(cost)}
            />
          )}
        </PagedList>
      </section>
      <AddCostsForm />
      {editing && <CostEditDialog key={editing._id} cost={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
