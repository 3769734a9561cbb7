import { homeOf, SCREEN_ACCESS, type Screen } from '@dastarkhan/contract/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';

/**
 * SPEC §2 "Route guard": a spinner while the user loads; signed-out users go to /login; staff to
 * /stuff-portal; any other role the screen is not open to (contract/access.ts) to its home: /dashboard for
 * admins and managers, the counter for a cashier, who may not open the dashboard's index (ADR 0136).
 */
export function RequireRole({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  // Staff wait on the spec's /stuff-portal (spelt so, router.tsx) whatever they open.
  if (user.role === 'staff' || !SCREEN_ACCESS[screen].includes(user.role))
    return <Navigate to={homeOf(user.role)} replace />;
  return <>{children}</>;
}
