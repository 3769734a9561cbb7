import { loginBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@dastarkhan/contract/sign-in';
import { useNavigate } from 'react-router';
import * as z from 'zod/mini';
import { FormField } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/api-client';
import { useTranslation } from '../../lib/i18n';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';
import { AuthForm } from './auth-form';

// The form also holds the password to the minimum length (SPEC §5 Login). zod's small build, as the
// contract's sign-in schemas are: this page is a tablet's first download (ADR 0096).
const loginFormSchema = z.extend(loginBodySchema, {
  password: z.string().check(z.minLength(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)),
});
type LoginForm = z.infer<typeof loginFormSchema>;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();

  const onSubmit = async (values: LoginForm) => {
    const { token, user } = await loginMutation.mutateAsync(values);
    await signIn(token, user);
    navigate('/dashboard', { replace: true });
  };

  return (
    <AuthForm
      title={t('auth.signInTitle')}
      schema={loginFormSchema}
      error={failureMessage(loginMutation.error, t('auth.loginFailed'))}
      onSubmit={onSubmit}
      submit={{
        label: t('auth.signIn'),
        pendingLabel: t('auth.signingIn'),
        pending: loginMutation.isPending,
      }}
      footer={{ words: 'auth.toRegister', linkTo: '/register' }}
    >
      <FormField name="email" label={t('auth.email')} type="email" autoComplete="email" />
      <FormField name="password" label={t('auth.password')} type="password" autoComplete="current-password" />
    </AuthForm>
  );
}
