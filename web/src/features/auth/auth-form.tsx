import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { AuthCard } from './auth-card';

type AuthFormProps = {
  title: string;
  /** The red box above the form: the server's message, or nothing. */
  error: string | undefined;
  /** react-hook-form's submit handler; a rejected save is already shown through `error`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The line under the form that leads to the other auth screen. */
  footer: { question: string; linkTo: string; linkLabel: string };
  children: ReactNode;
};

/** The sign-in and register screens: a card with the error box, the fields, one submit button and a link. */
export function AuthForm({ title, error, onSubmit, submit, footer, children }: AuthFormProps) {
  return (
    <AuthCard title={title}>
      <ErrorAlert message={error} />
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="space-y-4"
      >
        {children}
        <Button type="submit" className="w-full" disabled={submit.pending}>
          {submit.pending ? submit.pendingLabel : submit.label}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {footer.question}{' '}
        <Link to={footer.linkTo} className="font-medium text-brand-600 hover:underline">
          {footer.linkLabel}
        </Link>
      </p>
    </AuthCard>
  );
}
