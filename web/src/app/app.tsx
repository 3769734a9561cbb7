import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { ConfirmProvider } from '../components/ui/confirm-dialog';
import { SessionProvider } from '../lib/session';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 10_000 },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider>
        <ConfirmProvider>
          <RouterProvider router={router} />
          <Toaster richColors position="top-right" closeButton />
        </ConfirmProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
