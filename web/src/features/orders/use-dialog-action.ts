import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';

/** A dialog's one action: busy while it runs, and why it failed (`failed` when the server gave no reason). */
export function useDialogAction(failed: string) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError('');
    try {
      await action();
    } catch (failure) {
      setError(errorMessage(failure, failed));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run };
}
