import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { Form, type FormSchema } from '../../components/ui/form-field';
import { FormActions } from '../../components/ui/form-actions';
import { useTranslation } from '../../lib/i18n';
import { AuthCard } from './auth-card';

type AuthFormProps<Input extends FieldValues, Output> = {
  title: string;
  schema: FormSchema<Input, Output>;
  /** The red box under the submit button: the server's message, or nothing. */
  error: string | undefined;
  /** Called with the valid form; a rejected save is already shown through `error`. */
  onSubmit: (values: Output) => Promise<void>;
  submit: { label: string; pendingLabel: string; pending: boolean };
  /** The line under the form that leads to the other auth screen: a question, then the link's own words. */
  footer: { words: 'auth.toRegister' | 'auth.toLogin'; linkTo: string };
  children: ReactNode;
};

/** The sign-in and register screens: a card with the fields, one submit button with its error box, and a link. */
export function AuthForm<Input extends FieldValues, Output>({
  title,
  schema,
  error,
  onSubmit,
  submit,
  footer,
  children,
}: AuthFormProps<Input, Output>) {
  const { t } = useTranslation();
  return (
    <AuthCard title={title}>
      <Form schema={schema} onSubmit={onSubmit} className="space-y-4">
        {children}
        <FormActions error={error} className="">
          <Button type="submit" className="w-full" disabled={submit.pending}>
            {submit.pending ? submit.pendingLabel : submit.label}
          </Button>
        </FormActions>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t(`${footer.words}.question`)}{' '}
        <Link to={footer.linkTo} className="font-medium text-brand-600 hover:underline">
          {t(`${footer.words}.link`)}
        </Link>
      </p>
    </AuthCard>
  );
}
