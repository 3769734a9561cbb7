import type { Cost } from '@dastarkhan/contract/costs';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { Pagination } from '../../components/ui/pagination';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatTaka } from '../../lib/format';
import { useStepBackFromEmptyPage } from '../../lib/use-table-params';
import { useDeleteCost } from './api/delete-cost';
import { COSTS_PAGE_SIZE, useCosts } from './api/get-costs';
import { AddCostsForm } from './components/add-costs-form';
import { CostEditDialog } from './components/cost-edit-dialog';
import { CostTiles } from './components/cost-tiles';
import { CostsTable } from './components/costs-table';
import { COST_PERIOD_LABELS, COST_PERIODS, type CostPeriod } from './cost-periods';

export function ExtraCostPage() {
  const [params, setParams] = useSearchParams();
  const period: CostPeriod = COST_PERIODS.find((value) => value === params.get('period')) ?? 'month';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const costs = useCosts(period, page);
  const [editing, setEditing] = useState<Cost>();
  const deleteCost = useDeleteCost();
  const confirm = useConfirm();

  useEffect(() => {
    if (costs.isError) toast.error('Failed to fetch costs');
  }, [costs.isError]);

  const remove = async (cost: Cost) => {
    const question = `Delete the cost "${cost.reason}" of ${formatTaka(cost.amount)} from ${formatDateTime(cost.createdAt)}? It leaves every total.`;
    if (!(await confirm(question, { title: 'Delete Cost', confirmLabel: 'Delete' }))) return;
    deleteCost.mutate(cost, {
      onSuccess: () => toast.success(`Cost "${cost.reason}" deleted.`),
      onError: (error) => toast.error(`Failed to delete cost: ${errorMessage(error, 'Unknown error')}`),
    });
  };

  const setView = (next: { period?: CostPeriod; page?: number }) =>
    setParams(
      (previous) => {
        const search = new URLSearchParams(previous);
        if (next.period) search.set('period', next.period);
        if (next.page && next.page > 1) search.set('page', String(next.page));
        else search.delete('page');
        return search;
      },
      { replace: true },
    );
  useStepBackFromEmptyPage(
    page,
    (last) => setView({ page: last }),
    costs,
    (data) => data.costs.length,
    COSTS_PAGE_SIZE,
  );

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
              onChange={(event) => setView({ period: event.target.value as CostPeriod })}
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
        <CostsTable
          costs={costs.data?.costs ?? []}
          loading={costs.isPending}
          onEdit={setEditing}
          onDelete={(cost) => void remove(cost)}
        />
        {costs.data && (
          <Pagination
            page={page}
            total={costs.data.total}
            limit={COSTS_PAGE_SIZE}
            onPageChange={(next) => setView({ page: next })}
          />
        )}
      </section>
      <AddCostsForm />
      {editing && <CostEditDialog key={editing._id} cost={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
