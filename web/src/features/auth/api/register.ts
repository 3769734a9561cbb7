import type { LoginResponse, RegisterBody } from '@dastarkhan/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

/** Registers and answers the new account's session, as signing in does. */
export function register(body: RegisterBody): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/register', { body }));
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
