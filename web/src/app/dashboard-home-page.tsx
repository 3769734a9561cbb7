import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { dashboardQuerySchema } from '@dastarkhan/contract/dashboard';
import { DrawnLater } from '../components/ui/drawn-later';
import { lazyComponent } from '../components/ui/lazy-component';
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/idle';
import { PageHeader } from '../components/ui/page-header';
import { useTranslation } from '../lib/i18n';
import { useSession } from '../lib/session';
import { useListParams } from '../lib/use-list-params';
import { RangeSwitch } from '../features/dashboard/components/range-switch';
import { RecentCosts } from '../features/dashboard/components/recent-costs';
import { SalesChart } from '../features/dashboard/components/sales-chart';
import { SummaryCards } from '../features/dashboard/components/summary-cards';
import { useSummary } from '../features/dashboard/api/get-summary';
import { FoodCostCard } from '../features/food-cost/components/food-cost-card';
import { RecentInvoices } from '../features/invoices/components/recent-invoices';
import { BusinessSetupGate } from '../features/settings/business-setup-gate';

// The days' card and its words are a chunk of their own: the dashboard's first paint stays within its budget.
const DayStatusCard = lazyComponent(() =>
  import('../features/days/components/day-status-card').then((m) => m.DayStatusCard),
);

// The total payable (issue 35) is the owner's, a chunk of its own with its words, as the days' card.
const PayableCard = lazyComponent(() =>
  import('../features/suppliers/components/payable-card').then((m) => m.PayableCard),
);

// The total receivable (issue 35) comes with the dues' code and words, apart from the first paint's.
const TotalReceivableCard = lazyComponent(() =>
  import('../features/accounts/components/total-receivable-card').then((m) => m.TotalReceivableCard),
);

/** /dashboard (SPEC §2 "Dashboard home"): the range in the URL, so reload and Back keep it. */
export function DashboardHomePage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useListParams({
    filters: { range: dashboardQuerySchema.shape.range.catch('today') },
  });
  const { range } = filters;
  // The days' card is asked for once the figures have arrived and the page is idle: the first data and the
  // first paint's code never share the link with it.
  const summaryArrived = useSummary(range).data !== undefined;
  const [idle, setIdle] = useState(false);
  useEffect(() => void whenIdle().then(() => setIdle(true)), []);
  // The kitchen's figures are the owner's: a manager's dashboard never asks (a 403 would sign them out).
  const { user } = useSession();
  const seesFoodCost = allows(ENDPOINT_ACCESS.foodCost, user?.role);
  const seesPayables = allows(ENDPOINT_ACCESS.suppliers, user?.role);
  return (
    <>
      <PageHeader
        title={t('dashboard.title')}
        actions={<RangeSwitch value={range} onChange={(next) => setFilters({ range: next })} />}
      />
      <BusinessSetupGate />
      <div className="space-y-6">
        <SummaryCards range={range} />
        {summaryArrived && idle && (
          <DrawnLater>
            <DayStatusCard.Component />
          </DrawnLater>
        )}
        {/* Who owes the restaurant, and whom it owes (issue 35), side by side. */}
        {summaryArrived && idle && (
          <DrawnLater>
            <div className="grid max-w-2xl gap-4 sm:grid-cols-2">
              <TotalReceivableCard.Component />
              {seesPayables && <PayableCard.Component />}
            </div>
          </DrawnLater>
        )}
        {/* Each section below the cards draws in a task of its own, top to bottom (DrawnLater). */}
        <DrawnLater>
          <SalesChart range={range} />
        </DrawnLater>
        <div className="grid gap-6 2xl:grid-cols-2">
          <DrawnLater>
            <RecentInvoices />
          </DrawnLater>
          <DrawnLater>
            <RecentCosts />
          </DrawnLater>
        </div>
        {/* Last, so its lists growing when they arrive push nothing else down. */}
        {seesFoodCost && (
          <DrawnLater>
            <FoodCostCard range={range} />
          </DrawnLater>
        )}
      </div>
    </>
  );
}
