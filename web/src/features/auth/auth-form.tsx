import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { useTranslation } from '../../lib/i18n';
import { AuthCard } from './auth-card';

type AuthFormProps = {
  title: string;
  /** The red box under the submit button: the server's message, or nothing. */
  error: string | undefined;
  /** react-hook-form's submit handler; a rejected save is already shown through `error`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The line under the form that leads to the other auth screen: a question, then the link's own words. */
  footer: { words: 'auth.toRegister' | 'auth.toLogin'; linkTo: string };
  children: ReactNode;
};

/** The sign-in and register screens: a card with the fields, one submit button with its error box, and a link. */
export function AuthForm({ title, error, onSubmit, submit, footer, children }: AuthFormProps) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="space-y-4"
      >
        {children}
        <FormActions error={error} className="">
          <Button type="submit" className="w-full" disabled={submit.pending}>
            {submit.pending ? submit.pendingLabel : submit.label}
          </Button>
        </FormActions>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t(`${footer.words}.question`)}{' '}
        <Link to={footer.linkTo} className="font-medium text-brand-600 hover:underline">
          {t(`${footer.words}.link`)}
        </Link>
      </p>
    </AuthCard>
  );
}
