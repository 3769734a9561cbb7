import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { FormActions } from '../../components/ui/form-actions';
import { Trans, type MessageKey } from '../../lib/i18n';
import { AuthCard } from './auth-card';

type AuthFormProps = {
  title: string;
  /** The red box under the submit button: the server's message, or nothing. */
  error: string | undefined;
  /** react-hook-form's submit handler; a rejected save is already shown through `error`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The line under the form that leads to the other auth screen: its words, with the link as <go>…</go>. */
  footer: { sentence: Extract<MessageKey, `auth.to${string}`>; linkTo: string };
  children: ReactNode;
};

/** The sign-in and register screens: a card with the fields, one submit button with its error box, and a link. */
export function AuthForm({ title, error, onSubmit, submit, footer, children }: AuthFormProps) {
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
        <Trans
          i18nKey={footer.sentence}
          // <go>, not <link>: the parser Trans uses reads <link> as HTML's empty element and left the words
          // outside the link, which then had no name.
          components={{
            go: <Link to={footer.linkTo} className="font-medium text-brand-600 hover:underline" />,
          }}
        />
      </p>
    </AuthCard>
  );
}
