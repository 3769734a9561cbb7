import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const admin = await ctx.as('admin');
  return ctx.app.inject({ method, url, payload, headers: admin.headers });
}

describe('recipe categories', () => {
  it('starts with the merged list, left column first, in menu order', async () => {
    // What a fresh install starts with: the other tests here add and delete categories.
    const fresh = await createTestContext();
    onTestFinished(() => fresh.close());
    const response = await fresh.app.inject({
      url: '/api/recipe-categories',
      headers: (await fresh.as('admin')).headers,
    });
    expect(response.json().data.categories).toEqual([
      { name: 'Kacchi', nameBn: 'কাচ্চি', menuColumn: 'left', sortOrder: 1 },
      { name: 'Biriyani', nameBn: 'বিরিয়ানি', menuColumn: 'left', sortOrder: 2 },
      { name: 'Side Dish', nameBn: 'সাইড ডিশ', menuColumn: 'left', sortOrder: 3 },
      { name: 'Polao', nameBn: 'পোলাও', menuColumn: 'right', sortOrder: 4 },
      { name: 'Desert & Drinks', nameBn: 'ডেজার্ট ও ড্রিংকস', menuColumn: 'right', sortOrder: 5 },
      { name: 'Other', nameBn: 'অন্যান্য', menuColumn: 'right', sortOrder: 6 },
    ]);
  });

  it('adds a category at the end and refuses a duplicate with 409', async () => {
    const before: { sortOrder: number }[] = (await call('GET', '/api/recipe-categories')).json().data
      .categories;
    const last = Math.max(...before.map((category) => category.sortOrder));
    const added = await call('POST', '/api/recipe-categories', { name: 'Kabab' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.category).toEqual({
      name: 'Kabab',
      nameBn: null,
      menuColumn: 'left',
      sortOrder: last + 1,
    });
    const again = await call('POST', '/api/recipe-categories', { name: 'Kabab', menuColumn: 'right' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category named "Kabab" already exists.');
  });

  /** A category of the test's own with one recipe in it. */
  async function categoryWithRecipe(category: string, recipe: string) {
    expect((await call('POST', '/api/recipe-categories', { name: category })).statusCode).toBe(201);
    const created = await call('POST', '/api/recipes', {
      name: recipe,
      category,
      price: 120,
      image: 'http://images.example.com/kabab.png',
    });
    expect(created.statusCode).toBe(201);
  }

  it('renames a category and its recipes follow', async () => {
    await categoryWithRecipe('Chaap', 'Mutton Chaap');
    const renamed = await call('PATCH', '/api/recipe-categories/Chaap', {
      name: 'Chaap & Grill',
      menuColumn: 'right',
    });
    expect(renamed.json().data.category).toMatchObject({ name: 'Chaap & Grill', menuColumn: 'right' });
    const listed = await call('GET', `/api/recipes?category=${encodeURIComponent('Chaap & Grill')}`);
    expect(listed.json().data.recipes).toMatchObject([{ name: 'Mutton Chaap', category: 'Chaap & Grill' }]);
    expect((await call('PATCH', '/api/recipe-categories/Chaap', { sortOrder: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/recipe-categories/Polao', { name: 'Kacchi' })).statusCode).toBe(409);
  });

  it('refuses to delete a category still in use, and deletes an unused one', async () => {
    await categoryWithRecipe('Tikka', 'Chicken Tikka');
    const used = await call('DELETE', '/api/recipe-categories/Tikka');
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'The category "Tikka" is still used by 1 recipe. Move or delete them first.',
    );
    expect((await call('POST', '/api/recipe-categories', { name: 'Haleem' })).statusCode).toBe(201);
    const unused = await call('DELETE', '/api/recipe-categories/Haleem');
    expect(unused.statusCode).toBe(200);
    const names = (await call('GET', '/api/recipe-categories'))
      .json()
      .data.categories.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Haleem');
  });

  it('treats names that differ only in case or spacing as the same category', async () => {
    const twin = await call('POST', '/api/recipe-categories', { name: '  kacchi ' });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe('A category named "Kacchi" already exists.');
    const spaced = await call('POST', '/api/recipe-categories', { name: 'Kala   Bhuna' });
    expect(spaced.json().data.category).toMatchObject({ name: 'Kala Bhuna' });

    const moved = await call('PATCH', '/api/recipe-categories/kala%20BHUNA', { menuColumn: 'right' });
    expect(moved.json().data.category).toMatchObject({ name: 'Kala Bhuna', menuColumn: 'right' });
    const recased = await call('PATCH', '/api/recipe-categories/Kala%20Bhuna', { name: 'KALA BHUNA' });
    expect(recased.json().data.category).toMatchObject({ name: 'KALA BHUNA' });
    expect((await call('PATCH', '/api/recipe-categories/Polao', { name: 'OTHER' })).statusCode).toBe(409);
    // A spec spelling that stands for a family is for recipes only: it never renames or deletes the family.
    expect((await call('DELETE', '/api/recipe-categories/dessert')).statusCode).toBe(404);
    expect((await call('DELETE', '/api/recipe-categories/kala%20bhuna')).statusCode).toBe(200);
  });

  it('keeps category changes to admins', async () => {
    const manager = await ctx.as('manager');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipe-categories',
      payload: { name: 'Soup' },
      headers: manager.headers,
    });
    expect(response.statusCode).toBe(403);
  });
});
