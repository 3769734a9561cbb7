import type { Cost } from '@dastarkhan/contract/costs';
import { useState } from 'react';
import { z } from 'zod';
import { toast } from '../../components/ui/toasts';
import { BackAndDashboard } from '../../components/ui/back-and-dashboard';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { SelectField } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { PagedList } from '../../components/ui/paged-list';
import { errorMessage } from '../../lib/api-client';
import { formatDateTime, formatTaka } from '../../lib/format';
import { useTranslation } from '../../lib/i18n';
import { useListParams } from '../../lib/use-list-params';
import { useDeleteCost } from './api/delete-cost';
import { COSTS_PAGE_SIZE, useCosts } from './api/get-costs';
import { AddCostsForm } from './components/add-costs-form';
import { CostEditDialog } from './components/cost-edit-dialog';
import { CostTiles } from './components/cost-tiles';
import { CostsTable } from './components/costs-table';
import { COST_PERIODS } from './cost-periods';

export function ExtraCostPage() {
  const { t } = useTranslation();
  const { page, setPage, filters, setFilters } = useListParams({
    filters: { period: z.enum(COST_PERIODS).catch('month') },
  });
  const { period } = filters;
  const costs = useCosts(period, page);
  // The form below the list waits for the list's first answer. Until then the list holds room for the rows it
  // guesses, and a form drawn under a full page of placeholders moved up when a shorter list arrived (a layout
  // shift of 0.02-0.03 on a first visit). Once drawn it stays: another page or period keeps the rows shown.
  const listAnswered = costs.data !== undefined || costs.isError;
  const [editing, setEditing] = useState<Cost>();
  const deleteCost = useDeleteCost();
  const confirm = useConfirm();

  const remove = async (cost: Cost) => {
    const question = t('costs.confirmDelete', {
      reason: cost.reason,
      amount: formatTaka(cost.amount),
      date: formatDateTime(cost.createdAt),
    });
    const sure = await confirm(question, {
      title: t('costs.confirmDeleteTitle'),
      confirmLabel: t('common.delete'),
    });
    if (!sure) return;
    deleteCost.mutate(cost, {
      onSuccess: () => toast.success(t('costs.deleted', { reason: cost.reason })),
      onError: (error) =>
        toast.error(t('costs.deleteFailed', { message: errorMessage(error, t('common.unknownError')) })),
    });
  };

  return (
    <>
      <PageHeader title={t('costs.title')} actions={<BackAndDashboard />}>
        {t('costs.intro')}
      </PageHeader>
      <CostTiles />
      <section aria-labelledby="costs-list-title" className="mb-8">
        <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
          <h2 id="costs-list-title" className="text-lg font-semibold text-slate-800">
            {t('costs.list')}
          </h2>
          <div className="flex items-end gap-4">
            <SelectField
              label={t('common.period')}
              value={period}
              onChange={(event) => setFilters({ period: event.target.value })}
            >
              {COST_PERIODS.map((value) => (
                <option key={value} value={value}>
                  {t(`period.${value}`)}
                </option>
              ))}
            </SelectField>
            {/* Room for a total in the lakhs from the start, so its arrival does not rewrap the row above the table. */}
            <p className="min-w-44 pb-2 text-sm text-slate-600 tabular-nums" data-testid="period-total">
              {t('common.totalLabel')}
              <span className="font-semibold text-slate-800">{formatTaka(costs.data?.totalAmount ?? 0)}</span>
            </p>
          </div>
        </div>
        <PagedList
          query={costs}
          rowsOf={(data) => data.costs}
          page={page}
          onPageChange={setPage}
          failure={{ toast: t('costs.loadFailed') }}
          pageSize={COSTS_PAGE_SIZE}
        >
          {(rows, loading, placeholderRows) => (
            <CostsTable
              costs={rows}
              loading={loading}
              placeholderRows={placeholderRows}
              onEdit={setEditing}
              onDelete={(cost) => void remove(cost)}
            />
          )}
        </PagedList>
      </section>
      {listAnswered && <AddCostsForm />}
      {editing && <CostEditDialog key={editing._id} cost={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}
