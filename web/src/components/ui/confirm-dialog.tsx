import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { Button } from './button';
import { Dialog } from './dialog';
import { toast } from './toasts';

type ConfirmOptions = { title?: string; confirmLabel?: string; danger?: boolean };
type Confirm = (message: string, options?: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | undefined>(undefined);

/** In-app replacement for window.confirm: `if (await confirm(t('…'))) …`. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [request, setRequest] = useState<{ message: string; options: ConfirmOptions } | undefined>();
  const resolver = useRef<(answer: boolean) => void>(undefined);

  const confirm = useCallback<Confirm>((message, options = {}) => {
    resolver.current?.(false);
    setRequest({ message, options });
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = undefined;
    setRequest(undefined);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={Boolean(request)}
        size="sm"
        title={request?.options.title ?? t('common.pleaseConfirm')}
        onClose={() => answer(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => answer(false)}>
              {t('common.cancel')}
            </Button>
            <Button
              variant={request?.options.danger === false ? 'primary' : 'danger'}
              onClick={() => answer(true)}
              autoFocus
            >
              {request?.options.confirmLabel ?? t('common.ok')}
            </Button>
          </>
        }
      >
        <p className="text-slate-700">{request?.message}</p>
      </Dialog>
    </ConfirmContext.Provider>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm must be used inside ConfirmProvider');
  return confirm;
}

/** What a deletion says: the question first, then that it was done, or why not (`failed` with the reason). */
type DeletionWords = { question: string; done: string; failed: (reason: string) => string };

/** A mutation that deletes what `Key` names, as TanStack Query's useMutation returns it. */
type Deletion<Key> = {
  mutate(key: Key, callbacks: { onSuccess: () => void; onError: (error: Error) => void }): void;
};

/**
 * Deletes after the reader confirms, and says how it went in a toast: done, or the server's refusal (a category
 * still in use), which the API client has put in the reader's words by its code (issue 36).
 */
export function useConfirmedDeletion<Key>(deletion: Deletion<Key>) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  return async (key: Key, words: DeletionWords) => {
    if (!(await confirm(words.question, { confirmLabel: t('common.delete') }))) return;
    deletion.mutate(key, {
      onSuccess: () => toast.success(words.done),
      onError: (error) => toast.error(words.failed(errorMessage(error, t('common.unknownError')))),
    });
  };
}
