import { apiToken, expect, signInAs, test } from '../support/fixtures';
import { chargeReceiptAsManager, voidReceiptFromList } from '../support/receipts';

/**
 * Issue 32, the audit trail: a manager edits a charged receipt, whose view then says Edited by whom and when, and
 * voids it with a reason; the admin opens the trail from the sidebar, filters it to the manager's voids of
 * receipts, finds that receipt, reads its whole History in order and opens it, voided, from there. The manager
 * has no way to the trail.
 */
for (const viewport of [
  { width: 1366, height: 768 },
  { width: 768, height: 1024 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('the admin filters the trail to a voided receipt, reads each step of its History and opens it', async ({
      page,
      browser,
      baseURL,
    }) => {
      const { id, number } = await chargeReceiptAsManager(page, `Trail guest ${viewport.width}`);
      const edit = await page.request.patch(`/api/invoices/${id}`, {
        headers: { authorization: `Bearer ${await apiToken(page, 'manager')}` },
        data: { waiter: 'Rafiq' },
      });
      expect(edit.status(), await edit.text()).toBe(200);
      // The receipt view says who edited it and when, and its History is there for the admin.
      const adminDevice = await browser.newContext({ baseURL, viewport, serviceWorkers: 'block' });
      const admin = await adminDevice.newPage();
      await signInAs(admin, 'admin', '/dashboard/invoices');
      await admin.getByRole('searchbox', { name: 'Search invoices by number or customer' }).fill(number);
      await admin.getByRole('button', { name: `Open ${number}`, exact: true }).click();
      const receiptView = admin.getByRole('dialog', { name: 'Receipt' });
      await expect(receiptView.getByTestId('receipt-edited')).toContainText('Edited by Mahfuz Manager on');
      await expect(
        receiptView.getByRole('link', { name: `History of Receipt ${number}`, exact: true }),
      ).toBeVisible();

      await signInAs(page, 'manager', '/dashboard/invoices');
      await voidReceiptFromList(page, number, 'Guest left before the food came');
      // The sidebar offers a manager no trail, and its address leads back to the dashboard.
      await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
      await page.goto('/dashboard/audit');
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page).toHaveURL(/\/dashboard$/);

      await admin.goto('/dashboard');
      // Below lg the sidebar waits behind Menu.
      if (viewport.width < 1024) await admin.getByRole('button', { name: 'Menu', exact: true }).click();
      await admin.getByRole('navigation').getByRole('link', { name: 'Audit trail' }).click();
      await expect(admin.getByRole('heading', { name: 'Audit trail', level: 1 })).toBeVisible();

      await admin.getByRole('combobox', { name: 'User' }).selectOption({ label: 'Mahfuz Manager' });
      await admin.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Receipt' });
      await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Voided' });
      await admin.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Today' });
      // The filters live in the address, so a reload keeps them.
      await expect(admin).toHaveURL(/kind=receipt/);
      await expect(admin).toHaveURL(/action=void/);
      await admin.reload();
      await expect(admin.getByRole('combobox', { name: 'Action' })).toHaveValue('void');

      const trail = admin.getByRole('table', { name: 'Audit trail entries' });
      const receiptLink = admin.getByRole('link', { name: `Open receipt ${number}`, exact: true });
      const voided = trail.getByRole('row').filter({ has: receiptLink });
      await expect(voided).toHaveCount(1);
      await expect(voided).toContainText('Mahfuz Manager');
      await expect(voided).toContainText('Voided');
      await expect(voided).toContainText('Guest left before the food came');
      await expect(voided).toContainText('৳960.00');
      // Every entry shown is the manager's void of a receipt.
      for (const row of await trail.locator('tbody tr').all()) await expect(row).toContainText('Voided');
      await expect(voided.getByRole('link', { name: `Open receipt ${number}`, exact: true })).toHaveAttribute(
        'href',
        `/dashboard/invoices/${id}/voided`,
      );

      // The manager's edit keeps only the waiter it changed; its row still names the receipt by its number.
      await admin.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Edited' });
      const edited = trail.getByRole('row').filter({ hasText: 'Edited' }).filter({ has: receiptLink });
      await expect(edited).toHaveCount(1);
      await expect(edited).toContainText('Rafiq');
      await expect(edited.getByRole('link', { name: `Open receipt ${number}`, exact: true })).toHaveText(
        `Receipt ${number}`,
      );
      await expect(edited).not.toContainText(id);

      await edited.getByRole('link', { name: `History of Receipt ${number}`, exact: true }).click();
      await expect(
        admin.getByRole('heading', { name: `History of Receipt ${number}`, level: 1, exact: true }),
      ).toBeVisible();
      const steps = admin.getByRole('table', { name: 'History entries, oldest first' }).locator('tbody tr');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText('Created');
      await expect(steps.nth(0)).toContainText('Kacchi ×2');
      await expect(steps.nth(1)).toContainText('Edited');
      await expect(steps.nth(1)).toContainText('Waiter');
      await expect(steps.nth(1)).toContainText('Rafiq');
      // The lines, saved again with the waiter, are the same dishes: not a change an owner reads.
      await expect(steps.nth(1)).not.toContainText('Kacchi');
      await expect(steps.nth(2)).toContainText('Voided');
      await expect(steps.nth(2)).toContainText('Guest left before the food came');
      for (const step of await steps.all()) await expect(step).toContainText('Mahfuz Manager');

      await admin.getByRole('link', { name: `Open receipt ${number}`, exact: true }).click();
      await expect(
        admin.getByRole('heading', { name: `Voided receipt ${number}`, exact: true }),
      ).toBeVisible();
      await expect(admin.getByTestId('receipt').getByTestId('void-mark')).toHaveText('VOID');
      // As it stood just before the void: ৳1,000 cash on ৳960, paid.
      await expect(
        admin.getByTestId('receipt').getByText('Amount Paid', { exact: true }).locator('..'),
      ).toHaveText('Amount Paid৳1,000.00');
      // Its History is a button away on the voided receipt too.
      await admin.getByRole('link', { name: `History of Receipt ${number}`, exact: true }).click();
      await expect(
        admin.getByRole('heading', { name: `History of Receipt ${number}`, exact: true }),
      ).toBeVisible();

      // A user's History opens from Users Management, named as the list names them.
      await admin.goto('/dashboard/users');
      await admin.getByRole('searchbox', { name: 'Search users by name, email or role' }).fill('Mahfuz');
      await admin.getByRole('link', { name: 'History of Mahfuz Manager', exact: true }).click();
      await expect(
        admin.getByRole('heading', { name: 'History of Mahfuz Manager', level: 1, exact: true }),
      ).toBeVisible();
      await expect(admin.getByRole('table', { name: 'History entries, oldest first' })).toBeVisible();
      await adminDevice.close();
    });
  });
}
