// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The app calls relative /api paths; outside a browser a Request needs an origin to resolve them against.
class PageRequest extends Request {
  constructor(input: RequestInfo | URL, init?: RequestInit) {
    super(typeof input === 'string' ? new URL(input, 'http://counter.local') : input, init);
  }
}

const stored = new Map<string, string>();
const sent: Request[] = [];
let answer: () => Promise<Response>;

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

beforeEach(() => {
  stored.clear();
  sent.length = 0;
  vi.stubGlobal('Request', PageRequest);
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
    removeItem: (key: string) => void stored.delete(key),
  });
  vi.stubGlobal('fetch', (request: Request) => {
    sent.push(request);
    return answer();
  });
  vi.resetModules();
});
afterEach(() => vi.unstubAllGlobals());

/** The client as the app loads it, after the globals above are in place. */
async function client() {
  const module = await import('./api-client');
  const rejected = vi.fn();
  module.setSessionRejectedHandler(rejected);
  return { ...module, rejected };
}

describe('the API client', () => {
  it('sends the stored token and the query without empty filters, and returns the envelope’s data', async () => {
    const { api, unwrap } = await client();
    stored.set('token', 'abc');
    answer = () => json(200, { status: 'success', data: { page: 2, limit: 10, total: 0, customers: [] } });
    const page = await unwrap(api.GET('/api/customers', { params: { query: { page: 2, search: '' } } }));
    expect(page).toEqual({ page: 2, limit: 10, total: 0, customers: [] });
    expect(sent[0]!.url).toBe('http://counter.local/api/customers?page=2');
    expect(sent[0]!.headers.get('authorization')).toBe('Bearer abc');
    expect(sent[0]!.headers.get('accept')).toBe('application/json');
  });

  it('asks for the server’s words in the screens’ language, not the browser’s', async () => {
    const { api, unwrap } = await client();
    answer = () => json(200, { status: 'success', data: { user: {} } });
    await unwrap(api.GET('/api/auth/me'));
    expect(sent[0]!.headers.get('accept-language')).toBe('en');
  });

  it('sends a JSON body as JSON, and a call without one with no content type (the server refuses an empty JSON body)', async () => {
    const { api, unwrap } = await client();
    answer = () => json(200, { status: 'success', data: { record: {} } });
    const body = { userId: 'u1', date: '2026-11-23', checkIn: '2026-11-23T09:00:00+06:00' };
    await unwrap(api.PATCH('/api/attendance/mark-status', { body }));
    await unwrap(api.POST('/api/attendance/check-in'));
    expect(sent[0]!.headers.get('content-type')).toBe('application/json');
    expect(await sent[0]!.json()).toEqual(body);
    expect(sent[1]!.headers.get('content-type')).toBeNull();
  });

  it('turns a failure envelope into an ApiError with the status, the server’s message and the field errors', async () => {
    const { api, unwrap, ApiError } = await client();
    const errors = [{ path: 'phone', message: 'Phone must be 11 digits' }];
    answer = () => json(400, { status: 'fail', message: 'Phone must be 11 digits', errors });
    const failure = unwrap(api.POST('/api/customers', { body: { name: 'Rahim', phone: '1' } }));
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 400, message: 'Phone must be 11 digits', errors });
  });

  it('names the status when the answer is not the envelope (a proxy’s error page)', async () => {
    const { api, unwrap } = await client();
    answer = () => Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({
      status: 502,
      message: 'Request failed (502)',
    });
  });

  it('signs the user out on a 401 or 403 to an authenticated call, but not on a failed sign-in', async () => {
    const { api, unwrap, rejected } = await client();
    answer = () => json(401, { status: 'fail', message: 'Invalid email or password' });
    await expect(
      unwrap(api.POST('/api/auth/login', { body: { email: 'a@b.c', password: 'x' } })),
    ).rejects.toThrow('Invalid email or password');
    expect(rejected).not.toHaveBeenCalled();

    stored.set('token', 'expired');
    answer = () => json(403, { status: 'fail', message: 'Your account is not active.' });
    await expect(unwrap(api.GET('/api/auth/me'))).rejects.toMatchObject({ status: 403 });
    expect(rejected).toHaveBeenCalledOnce();
    expect(stored.has('token')).toBe(false);
  });

  it('reports a server it cannot reach in words, and leaves a cancelled call cancelled', async () => {
    const { api, unwrap } = await client();
    answer = () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(unwrap(api.GET('/api/health'))).rejects.toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check the connection and try again.',
    });

    answer = () => Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(unwrap(api.GET('/api/health'))).rejects.toMatchObject({ name: 'AbortError' });
  });
});
