import { registerBodySchema } from '@dastarkhan/contract/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { z } from 'zod';
import { FormField } from '../../components/ui/form-field';
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
  const form = useForm<RegisterForm>({ resolver: zodResolver(registerFormSchema) });

  // Passwords that differ never reach the server: the shared schema rejects them first (SPEC §5).
  const onSubmit = form.handleSubmit(async ({ name, email, password, passwordConfirm }) => {
    await registerMutation.mutateAsync({ name, email, password, passwordConfirm });
    toast.success('Account created. Please sign in.');
    navigate('/login');
  });

  return (
    <FormProvider {...form}>
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
        <FormField name="name" label="Name" autoComplete="name" />
        <FormField name="email" label="Email" type="email" autoComplete="email" />
        <FormField name="password" label="Password" type="password" autoComplete="new-password" />
        <FormField
          name="passwordConfirm"
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
        />
        <FormField as="checkbox" name="terms" label="I agree to the terms and conditions" />
      </AuthForm>
    </FormProvider>
  );
}
