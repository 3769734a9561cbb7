import type { TestContext } from './test-app';

type Headers = { authorization: string };

/** The held-order calls as a client makes them, as one signed-in user; each returns the raw response. */
export function orderCalls(ctx: TestContext, headers: Headers) {
  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, extra?: object) =>
    ctx.app.inject({ method, url: `/api/orders${url}`, headers: { ...headers, ...extra }, payload });
  return {
    hold: (payload: object) => call('POST', '', payload),
    list: () => call('GET', ''),
    read: (id: string) => call('GET', `/${id}`),
    change: (id: string, payload: object) => call('PATCH', `/${id}`, payload),
    send: (id: string, version: number) => call('POST', `/${id}/kitchen-tickets`, { version }),
    void: (id: string, payload: object = {}) => call('POST', `/${id}/void`, payload),
    charge: (id: string, payload: object, key?: string) =>
      call('POST', `/${id}/charge`, payload, key ? { 'idempotency-key': key } : {}),
  };
}
