import type { LoginBody, LoginResponse } from '@dastarkhan/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function login(body: LoginBody): Promise<LoginResponse> {
  return api<LoginResponse>('/auth/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
