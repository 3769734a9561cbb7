import { loginBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@dastarkhan/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormField } from '../../components/ui/form-field';
import { failureMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';
import { AuthForm } from './auth-form';

// The form also holds the password to the minimum length (SPEC §5 Login).
const loginFormSchema = loginBodySchema.extend({
  password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});
type LoginForm = z.infer<typeof loginFormSchema>;

export function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const form = useForm<LoginForm>({ resolver: zodResolver(loginFormSchema) });

  const onSubmit = form.handleSubmit(async (values) => {
    const { token, user } = await loginMutation.mutateAsync(values);
    signIn(token, user);
    navigate('/dashboard', { replace: true });
  });

  return (
    <FormProvider {...form}>
      <AuthForm
        title="Sign in to your account"
        error={failureMessage(loginMutation.error, 'Login failed. Please check your credentials.')}
        onSubmit={onSubmit}
        submit={{ label: 'Sign in', pendingLabel: 'Signing in...', pending: loginMutation.isPending }}
        footer={{ question: 'No account yet?', linkTo: '/register', linkLabel: 'Create an account' }}
      >
        <FormField name="email" label="Email" type="email" autoComplete="email" />
        <FormField name="password" label="Password" type="password" autoComplete="current-password" />
      </AuthForm>
    </FormProvider>
  );
}
