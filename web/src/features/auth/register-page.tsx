import { registerBodySchema } from '@dastarkhan/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../components/ui/button';
import { ErrorAlert } from '../../components/ui/error-alert';
import { TextField } from '../../components/ui/field';
import { failureMessage } from '../../lib/api-client';
import { useRegister } from './api/register';
import { AuthCard } from './auth-card';

const registerFormSchema = registerBodySchema.and(
  z.object({ terms: z.literal(true, { message: 'Please accept the terms and conditions' }) }),
);
type RegisterForm = z.input<typeof registerFormSchema>;

export function RegisterPage() {
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const { register, handleSubmit, formState } = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
  });

  // Passwords that differ never reach the server: the shared schema rejects them first (SPEC §5).
  const onSubmit = handleSubmit(async ({ name, email, password, passwordConfirm }) => {
    await registerMutation.mutateAsync({ name, email, password, passwordConfirm });
    toast.success('Account created. Please sign in.');
    navigate('/login');
  });

  return (
    <AuthCard title="Create an account">
      <ErrorAlert
        message={failureMessage(registerMutation.error, 'Registration failed. Please try again.')}
      />
      <form
        onSubmit={(event) => void onSubmit(event).catch(() => undefined)}
        noValidate
        className="space-y-4"
      >
        <TextField
          label="Name"
          autoComplete="name"
          error={formState.errors.name?.message}
          {...register('name')}
        />
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
          autoComplete="new-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={formState.errors.passwordConfirm?.message}
          {...register('passwordConfirm')}
        />
        <div>
          <label className="flex items-start gap-2 text-sm text-slate-700">
            <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-600" {...register('terms')} />
            <span>I agree to the terms and conditions</span>
          </label>
          {formState.errors.terms && (
            <p role="alert" className="mt-1 text-xs text-red-600">
              {formState.errors.terms.message}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={registerMutation.isPending}>
          {registerMutation.isPending ? 'Creating Account...' : 'Create Account'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="font-medium text-brand-600 hover:underline">
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
