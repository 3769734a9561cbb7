import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
  role: 'admin' | 'manager' | 'cashier' = 'admin',
) {
  const { headers } = await ctx.as(role);
  return ctx.app.inject({ method, url, payload, headers });
}

const kacchi = {
  name: 'Kacchi Biryani',
  category: 'Kacchi',
  price: 450,
  image: 'https://images.example.com/kacchi.jpg',
};

// Issue 36: a dish and a menu category may carry a Bangla name beside the English one.
describe('Bangla names of dishes', () => {
  it('saves a Bangla name with a new dish, returns it on every read, and finds the dish by it', async () => {
    const created = await call('POST', '/api/recipes', { ...kacchi, nameBn: ' কাচ্চি বিরিয়ানি ' });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.recipe).toMatchObject({ name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি' });

    const found = await call(
      'GET',
      `/api/recipes?search=${encodeURIComponent('কাচ্চি')}`,
      undefined,
      'cashier',
    );
    expect(found.statusCode).toBe(200);
    expect(found.json().data.recipes).toMatchObject([{ name: 'Kacchi Biryani', nameBn: 'কাচ্চি বিরিয়ানি' }]);
  });

  it("keeps the spec's calls working without it: a dish made without one has none, and an edit without one keeps it", async () => {
    const plain = await call('POST', '/api/recipes', { ...kacchi, name: 'Borhani', category: 'Other' });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data.recipe.nameBn).toBeNull();

    const id = plain.json().data.recipe._id as string;
    const named = await call('PATCH', `/api/recipes/${id}`, { nameBn: 'বোরহানি' });
    expect(named.json().data.recipe).toMatchObject({ name: 'Borhani', nameBn: 'বোরহানি' });
    // SPEC §5's edit sends the English fields only, and the card's button only isAvailable.
    const specEdit = await call('PATCH', `/api/recipes/${id}`, {
      name: 'Borhani',
      price: 80,
      isAvailable: true,
    });
    expect(specEdit.json().data.recipe).toMatchObject({ price: 80, nameBn: 'বোরহানি' });
    const cleared = await call('PATCH', `/api/recipes/${id}`, { nameBn: '' });
    expect(cleared.json().data.recipe.nameBn).toBeNull();
  });

  it('stores a Bangla name in one spelling, so either way of typing য় finds it', async () => {
    // য় as one code point (U+09DF) is stored as য + nukta, the way Unicode composes it.
    const created = await call('POST', '/api/recipes', {
      ...kacchi,
      name: 'Morog Polao',
      category: 'Polao',
      nameBn: 'মোরগ পোলাও \u09DF',
    });
    expect(created.json().data.recipe.nameBn).toBe('মোরগ পোলাও \u09AF\u09BC');
    const typed = await call('GET', `/api/recipes?search=${encodeURIComponent('\u09DF')}`);
    expect(typed.json().data.recipes.map((recipe: { name: string }) => recipe.name)).toContain('Morog Polao');
  });

  it('refuses a Bangla name longer than the English one may be', async () => {
    const long = await call('POST', '/api/recipes', { ...kacchi, name: 'Long', nameBn: 'ক'.repeat(121) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Name in Bangla must be at most 120 characters');
  });

  it('leaves naming dishes to admins, as every change of the menu', async () => {
    const plain = await call('POST', '/api/recipes', {
      ...kacchi,
      name: 'Firni',
      category: 'Desert & Drinks',
    });
    const id = plain.json().data.recipe._id as string;
    for (const role of ['manager', 'cashier'] as const) {
      expect((await call('PATCH', `/api/recipes/${id}`, { nameBn: 'ফিরনি' }, role)).statusCode).toBe(403);
      const made = await call('POST', '/api/recipes', { ...kacchi, name: 'Jorda', nameBn: 'জর্দা' }, role);
      expect(made.statusCode).toBe(403);
    }
    const named = await call('PATCH', `/api/recipes/${id}`, { nameBn: 'ফিরনি' });
    expect(named.json().data.recipe.nameBn).toBe('ফিরনি');
  });

  it("records a Bangla name's change in the dish's history", async () => {
    const plain = await call('POST', '/api/recipes', { ...kacchi, name: 'Shahi Tukra', category: 'Other' });
    const id = plain.json().data.recipe._id as string;
    await call('PATCH', `/api/recipes/${id}`, { nameBn: 'শাহী টুকরা' });
    const history = await call('GET', `/api/audit/dish/${id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().data.entries.at(-1)).toMatchObject({
      action: 'update',
      before: { nameBn: null },
      after: { nameBn: 'শাহী টুকরা' },
    });
  });
});

describe('Bangla names of menu categories', () => {
  it('gives the starting categories the names the staff say, and lets the admin name a new one', async () => {
    const listed = await call('GET', '/api/recipe-categories', undefined, 'cashier');
    expect(listed.json().data.categories).toContainEqual(
      expect.objectContaining({ name: 'Polao', nameBn: 'পোলাও' }),
    );

    const made = await call('POST', '/api/recipe-categories', { name: 'Kabab', nameBn: 'কাবাব' });
    expect(made.json().data.category).toMatchObject({ name: 'Kabab', nameBn: 'কাবাব' });
    const renamed = await call('PATCH', '/api/recipe-categories/Kabab', { nameBn: 'কাবাব ও গ্রিল' });
    expect(renamed.json().data.category).toMatchObject({ name: 'Kabab', nameBn: 'কাবাব ও গ্রিল' });
    // The spec-era rename leaves the Bangla name as it was.
    const moved = await call('PATCH', '/api/recipe-categories/Kabab', { menuColumn: 'right' });
    expect(moved.json().data.category).toMatchObject({ nameBn: 'কাবাব ও গ্রিল', menuColumn: 'right' });
    const manager = await call('PATCH', '/api/recipe-categories/Kabab', { nameBn: 'কাবাব' }, 'manager');
    expect(manager.statusCode).toBe(403);
  });
});
