import { registerBodySchema } from '@dastarkhan/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { TextField } from '../../components/ui/field';
import { failureMessage } from '../../lib/api-client';
import { useRegister } from './api/register';
import { AuthForm } from './auth-form';

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
    <AuthForm
      title="Create an account"
      error={failureMessage(registerMutation.error, 'Registration failed. Please try again.')}
      onSubmit={onSubmit}
      submit={{
        label: 'Create Account',
        pendingLabel: 'Creating Account...',
        pending: registerMutation.isPending,
      }}
      footer={{ question: 'Already have an account?', linkTo: '/login', linkLabel: 'Sign in' }}
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
    </AuthForm>
  );
}
