import { allows, ENDPOINT_ACCESS } from '@dastarkhan/contract/access';
import { hasBusinessDetails, type BusinessDetails } from '@dastarkhan/contract/settings';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useBusinessDetails } from '../../lib/business-details';
import { useSession } from '../../lib/session';
import { BusinessDetailsForm } from './components/business-details-form';

function BusinessSetup({ details }: { details: BusinessDetails }) {
  return (
    <section
      aria-labelledby="business-setup-title"
      className="mb-6 rounded-lg border border-brand-500 bg-white p-6 shadow-sm"
    >
      <h2 id="business-setup-title" className="text-lg font-semibold text-slate-800">
        Set up your business
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">
        Every receipt prints these details at the top. Enter them once, before the first receipt; you can
        change them later in Settings.
      </p>
      <BusinessDetailsForm details={details} />
    </section>
  );
}

function AskTheAdmin() {
  return (
    <div
      role="status"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900"
    >
      <p className="font-semibold">The business details are not set yet</p>
      <p>Receipts print them at the top, so an admin must enter them in Settings before the first receipt.</p>
    </div>
  );
}

/**
 * While the business has no name, the admin is asked for its details (the manager is told to ask the admin)
 * in place of `children`, which is what a new receipt needs; on the dashboard, with no children, above it.
 * Once they are saved this shows `children`, never again the form (ADR 0060). If the details cannot be read,
 * `children` show and the server decides.
 */
export function BusinessSetupGate({ children }: { children?: ReactNode }) {
  const details = useBusinessDetails();
  const { user } = useSession();
  if (details.isPending) return children ? <Spinner label="Loading business details..." /> : null;
  if (!details.data || hasBusinessDetails(details.data)) return <>{children}</>;
  const mayEdit = allows(ENDPOINT_ACCESS.businessDetails.write, user?.role);
  return mayEdit ? <BusinessSetup details={details.data} /> : <AskTheAdmin />;
}
