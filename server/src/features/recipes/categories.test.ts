import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const response = await call('GET', '/api/recipe-categories');
    expect(response.json().data.categories).toEqual([
      { name: 'Kacchi', menuColumn: 'left', sortOrder: 1 },
      { name: 'Biriyani', menuColumn: 'left', sortOrder: 2 },
      { name: 'Side Dish', menuColumn: 'left', sortOrder: 3 },
      { name: 'Polao', menuColumn: 'right', sortOrder: 4 },
      { name: 'Desert & Drinks', menuColumn: 'right', sortOrder: 5 },
      { name: 'Other', menuColumn: 'right', sortOrder: 6 },
    ]);
  });

  it('adds a category at the end and refuses a duplicate with 409', async () => {
    const added = await call('POST', '/api/recipe-categories', { name: 'Kabab' });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.category).toEqual({ name: 'Kabab', menuColumn: 'left', sortOrder: 7 });
    const again = await call('POST', '/api/recipe-categories', { name: 'Kabab', menuColumn: 'right' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A category named "Kabab" already exists.');
  });

  it('renames a category and its recipes follow', async () => {
    const recipe = await call('POST', '/api/recipes', {
      name: 'Sheek Kabab',
      category: 'Kabab',
      price: 120,
      image: 'http://images.example.com/kabab.png',
    });
    expect(recipe.statusCode).toBe(201);
    const renamed = await call('PATCH', '/api/recipe-categories/Kabab', {
      name: 'Kabab & Grill',
      menuColumn: 'right',
    });
    expect(renamed.json().data.category).toMatchObject({ name: 'Kabab & Grill', menuColumn: 'right' });
    const listed = await call('GET', `/api/recipes?category=${encodeURIComponent('Kabab & Grill')}`);
    expect(listed.json().data.recipes).toMatchObject([{ name: 'Sheek Kabab', category: 'Kabab & Grill' }]);
    expect((await call('PATCH', '/api/recipe-categories/Kabab', { sortOrder: 1 })).statusCode).toBe(404);
    expect((await call('PATCH', '/api/recipe-categories/Polao', { name: 'Kacchi' })).statusCode).toBe(409);
  });

  it('refuses to delete a category still in use, and deletes an unused one', async () => {
    const used = await call('DELETE', `/api/recipe-categories/${encodeURIComponent('Kabab & Grill')}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toBe(
      'The category "Kabab & Grill" is still used by 1 recipe. Move or delete them first.',
    );
    const unused = await call('DELETE', '/api/recipe-categories/Side%20Dish');
    expect(unused.statusCode).toBe(200);
    const names = (await call('GET', '/api/recipe-categories'))
      .json()
      .data.categories.map((c: { name: string }) => c.name);
    expect(names).not.toContain('Side Dish');
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
