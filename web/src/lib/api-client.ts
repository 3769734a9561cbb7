import type { Envelope } from '@dastarkhan/contract/common';

export const TOKEN_KEY = 'token';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

export const tokenStore = {
  get: () => localStorage.getItem(TOKEN_KEY),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clear: () => localStorage.removeItem(TOKEN_KEY),
};

let onSessionRejected: () => void = () => window.location.assign('/login');

/** The router registers how to go to /login without a full reload. */
export function setSessionRejectedHandler(handler: () => void): void {
  onSessionRejected = handler;
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
};

type QueryValue = string | number | boolean | undefined | null;

/** Builds `path?query` skipping empty values, so optional filters can be passed as they are. */
export function withQuery(path: string, query: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/**
 * Calls `/api{path}` and unwraps the JSend envelope. Any 401 or 403 on an authenticated call removes the
 * stored token and sends the user to /login (SPEC §4).
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = tokenStore.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Cannot reach the server. Check the connection and try again.');
  }
  const body = (await response.json().catch(() => undefined)) as Envelope<T> | undefined;
  if (token && (response.status === 401 || response.status === 403)) {
    tokenStore.clear();
    onSessionRejected();
  }
  if (!response.ok || !body || body.status !== 'success') {
    const failure = body && body.status !== 'success' ? body : undefined;
    throw new ApiError(
      response.status,
      failure?.message ?? `Request failed (${response.status})`,
      failure?.errors,
    );
  }
  return body.data;
}

/** The server's message when there is one, else the screen's fallback text. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.message) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/** The message to show for a failed call, or undefined while there is no failure. */
export function failureMessage(error: unknown, fallback: string): string | undefined {
  return error ? errorMessage(error, fallback) : undefined;
}
