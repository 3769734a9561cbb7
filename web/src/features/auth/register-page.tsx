import { homeOf } from '@dastarkhan/contract/access';
import { registerBodySchema } from '@dastarkhan/contract/auth';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toasts';
import { z } from 'zod';
import { FormField } from '../../components/ui/form-field';
import { keepLanguageChosenBeforeSignIn } from '../../components/ui/language-switch';
import { failureMessage } from '../../lib/api-client';
import { i18n, useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useRegister } from './api/register';
import { AuthForm } from './auth-form';

const registerFormSchema = registerBodySchema.and(
  z.object({ terms: z.literal(true, { error: () => i18n.t('auth.termsRequired') }) }),
);
type RegisterForm = z.output<typeof registerFormSchema>;

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const registerMutation = useRegister();

  // Passwords that differ never reach the server: the shared schema rejects them first (SPEC §5).
  // The new account is signed in (issue 31): the owner goes on to the dashboard, and a later sign-up, staff
  // until an admin says otherwise, to the waiting page the spec gives staff.
  const onSubmit = async ({ name, email, password, passwordConfirm }: RegisterForm) => {
    const answer = await registerMutation.mutateAsync({ name, email, password, passwordConfirm });
    await signIn(await keepLanguageChosenBeforeSignIn(answer));
    toast.success(t('auth.accountCreated'));
    navigate(homeOf(answer.user.role), { replace: true });
  };

  return (
    <AuthForm
      title={t('auth.registerTitle')}
      schema={registerFormSchema}
      error={failureMessage(registerMutation.error, t('auth.registrationFailed'))}
      onSubmit={onSubmit}
      submit={{
        label: t('auth.createAccount'),
        pendingLabel: t('auth.creatingAccount'),
        pending: registerMutation.isPending,
      }}
      footer={{ words: 'auth.toLogin', linkTo: '/login' }}
    >
      <FormField name="name" label={t('auth.name')} autoComplete="name" />
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="new-password" />
      <FormField
        name="passwordConfirm"
        label={t('auth.confirmPassword')}
        type="password"
        autoComplete="new-password"
      />
      <FormField as="checkbox" name="terms" label={t('auth.terms')} />
    </AuthForm>
  );
}
