import type { RegisterBody, User } from '@dastarkhan/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function register(body: RegisterBody): Promise<{ user: User }> {
  return unwrap(api.POST('/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
