import type { RegisterBody, User } from '@dastarkhan/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<{ user: User }> {
  return api<{ user: User }>('/auth/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
