import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { FormField } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/api-client';
import { keepLanguageChosenBeforeSignIn } from '../../components/ui/language-switch';
import { useTranslation } from '../../lib/i18n';
import { whenIdle } from '../../lib/idle';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';
import { AuthForm } from './auth-form';
import type { LoginForm } from './login-form';

const loginForm = () => import('./login-form');
/** The form's schema, downloaded once the page has drawn (or at the first submit, if that comes sooner). */
const loginFormSchema = async () => (await loginForm()).loginFormSchema;

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  useEffect(
    () =>
      void whenIdle()
        .then(loginForm)
        .catch(() => undefined),
    [],
  );

  const onSubmit = async (values: LoginForm) => {
    await signIn(await keepLanguageChosenBeforeSignIn(await loginMutation.mutateAsync(values)));
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
