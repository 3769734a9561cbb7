import { SCREEN_ACCESS, type Screen } from '@dastarkhan/contract/access';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { useSession } from '../lib/session';

/**
 * SPEC §2 "Route guard": a spinner while the user loads; signed-out users go to /login; staff to
 * /stuff-portal; any other role the screen is not open to (contract/access.ts) to /dashboard.
 */
export function RequireRole({ screen, children }: { screen: Screen; children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Spinner />;
  if (!user) return <Navigate to="/login" replace />;
  // The spec's spelling of the staff page's route, on purpose (router.tsx).
  if (user.role === 'staff') return <Navigate to="/stuff-portal" replace />;
  if (!SCREEN_ACCESS[screen].includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <>{children}</>;
}
