import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { Toasts } from '../components/ui/toasts';
import { serviceWorkerPrecaches } from '../lib/service-worker';
import { SessionProvider } from '../lib/session';
import { AppRoutes } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

export function App() {
  useEffect(() => void serviceWorkerPrecaches(queryClient), []);
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfirmProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <Toasts />
        </ConfirmProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
