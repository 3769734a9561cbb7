import '../lib/i18n/screen-words';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button } from '../components/ui/button';
import { ConnectionBanner } from '../components/ui/connection-banner';
import { Icon } from '../components/ui/icon';
import { useTranslation } from '../lib/i18n';
import { useSession } from '../lib/session';
import { cn } from '../lib/cn';
import { useMediaQuery } from '../lib/media-query';
import { serviceWorkerPrecaches } from '../lib/service-worker';
import { navItemsFor } from './nav';
import { languageSwitch, prefetchScreensFor } from './screens';
import { ErrorBoundary } from 'react-error-boundary';

function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img src={src} alt="" className="h-10 w-10 rounded-full object-cover" />;
  const initials = name
    .split(/\s+/)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <span
      aria-hidden
      className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700"
    >
      {initials}
    </span>
  );
}

/**
 * A screen that fills the window (the counter, marked `data-fills-screen`) gets the window's height to share
 * out, from the tablet width up, in CSS: measured from script it cost a second layout of the whole page while
 * the counter first drew.
 */
const FRAME =
  'min-h-screen lg:flex md:fills-screen:h-dvh md:max-lg:fills-screen:flex md:max-lg:fills-screen:flex-col';

export function DashboardLayout() {
  const { t } = useTranslation();
  const { user, signOut } = useSession();
  const navigate = useNavigate();
  const [menuOpen, setMenuOpen] = useState(false);
  // Below Tailwind's lg the sidebar is hidden until Menu opens it: its links are then not drawn while the first
  // screen loads (~6 ms of a phone's first drawing, docs/performance.md), only when they can be seen.
  const sidebarShown = useMediaQuery('(min-width: 64rem)') || menuOpen;
  const queryClient = useQueryClient();
  const role = user?.role;
  useEffect(() => {
    if (role) void prefetchScreensFor(role, queryClient);
  }, [role, queryClient]);
  // The language switch comes when the other screens' code does: once the screen's own code and data have
  // arrived, never sharing a slow link with them (issue 36).
  const [idle, setIdle] = useState(false);
  useEffect(() => void serviceWorkerPrecaches(queryClient).then(() => setIdle(true)), [queryClient]);
  if (!user) return null;

  const logout = () => {
    signOut();
    navigate('/login', { replace: true });
  };

  return (
    <div className={FRAME}>
      <header className="flex items-center justify-between bg-slate-900 px-4 py-3 text-white lg:hidden">
        <span className="font-semibold">{t('app.name')}</span>
        <Button variant="ghost-dark" aria-expanded={menuOpen} onClick={() => setMenuOpen((open) => !open)}>
          {t('app.menu')}
        </Button>
      </header>
      <aside
        className={cn(
          menuOpen ? 'block' : 'hidden',
          'bg-slate-900 text-slate-200 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 lg:flex-col',
        )}
        aria-label={t('app.sidebar')}
      >
        <div className="hidden px-5 py-5 text-xl font-bold text-white lg:block">{t('app.name')}</div>
        <nav aria-label={t('app.navigation')} className="flex-1 overflow-y-auto px-3 py-2">
          <ul className="space-y-1">
            {sidebarShown &&
              navItemsFor(user.role).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/dashboard'}
                    onClick={() => setMenuOpen(false)}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-3 rounded-md px-3 py-2 text-sm',
                        isActive ? 'bg-brand-600 text-white' : 'hover:bg-slate-800',
                      )
                    }
                  >
                    <Icon name={item.icon} />
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
        </nav>
        <div className="border-t border-slate-800 p-4">
          <div className="flex items-center gap-3">
            <Avatar name={user.name} src={user.avatar} />
            <div className="min-w-0">
              <p className="truncate font-medium text-white" data-testid="current-user-name">
                {user.name}
              </p>
              <p className="text-xs capitalize text-slate-400" data-testid="current-user-role">
                {t(`roles.${user.role}`)}
              </p>
            </div>
          </div>
          <div className="mt-3 min-h-8 pointer-coarse:min-h-11">
            {idle && (
              // An extra: its download failing (the server away) leaves the switch out, not the whole frame.
              <ErrorBoundary fallback={null}>
                <languageSwitch.Component dark />
              </ErrorBoundary>
            )}
          </div>
          <Button variant="secondary" className="mt-3 w-full" onClick={logout}>
            {t('app.logout')}
          </Button>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-6 md:fills-screen:flex md:fills-screen:min-h-0 md:fills-screen:flex-col lg:p-8">
        <ConnectionBanner />
        <Outlet />
      </main>
    </div>
  );
}
