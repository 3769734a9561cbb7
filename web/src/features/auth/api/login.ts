import type { LoginBody, LoginResponse } from '@dastarkhan/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return unwrap(api.POST('/api/auth/login', { body }));
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
