import { loginBodySchema, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from '@dastarkhan/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { TextField } from '../../components/ui/field';
import { failureMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { useLogin } from './api/login';
import { AuthCard } from './auth-card';

// The form also holds the password to the minimum length (SPEC §5 Login).
const loginFormSchema = loginBodySchema.extend({
  password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
});
type LoginForm = z.infer<typeof loginFormSchema>;

export function LoginPage() {
  const navigate = useNavigate();
  const { signIn } = useSession();
  const loginMutation = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    const { token, user } = await loginMutation.mutateAsync(values);
    signIn(token, user);
    navigate('/dashboard', { replace: true });
  });

  return (
    <AuthCard title="Sign in to your account">
      <ErrorAlert
        message={failureMessage(loginMutation.error, 'Login failed. Please check your credentials.')}
      />
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
          {loginMutation.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        No account yet?{' '}
        <Link to="/register" className="font-medium text-brand-600 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
