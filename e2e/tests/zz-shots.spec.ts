import { ACCOUNTS, BUSINESS } from '../support/accounts';
import { test } from '../support/fixtures';
import { apiTokenOn, startServer } from '../support/server';

test('shots', async ({ browser }) => {
  test.setTimeout(300_000);
  const server = await startServer([ACCOUNTS.admin], { business: BUSINESS, demo: true });
  const token = await apiTokenOn(server.url, ACCOUNTS.admin);
  const api = async (path: string) =>
    (await (await fetch(`${server.url}/api${path}`, { headers: { authorization: `Bearer ${token}` } })).json()).data;
  const dues = await api('/dues?page=1&limit=10');
  const payables = await api('/payables?page=1&limit=10');
  const customer = dues.dues[0].customerId;
  const supplier = payables.payables[0].supplierId;
  const paths = {
    dashboard: '/dashboard',
    dues: '/dashboard/dues',
    account: `/dashboard/customers/${customer}/account`,
    suppliers: '/dashboard/suppliers',
    supplier: `/dashboard/suppliers/${supplier}`,
    receive: '/dashboard/receive-payment',
  };
  for (const viewport of [
    { width: 1366, height: 768 },
    { width: 768, height: 1024 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: server.url, serviceWorkers: 'block' });
    await context.addInitScript((t) => window.localStorage.setItem('token', t), token);
    const page = await context.newPage();
    for (const [name, path] of Object.entries(paths)) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${name}-${viewport.width}.png`, fullPage: true });
    }
    await context.close();
  }
  await server.stop();
});
