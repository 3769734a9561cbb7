import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const kacchi = {
  name: 'Basmoti Kacchi',
  description: 'Mutton kacchi on basmati rice',
  category: 'Kacchi',
  price: 450.5,
  image: 'https://images.example.com/kacchi.jpg',
};

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  const admin = await ctx.as('admin');
  return ctx.app.inject({ method, url, payload, headers: admin.headers });
}

describe('recipes', () => {
  it('creates a recipe, available by default, and lists it with its price as a number', async () => {
    const royal = { ...kacchi, name: 'Royal Basmoti Kacchi' };
    const created = await call('POST', '/api/recipes', royal);
    expect(created.statusCode).toBe(201);
    expect(created.json().data.recipe).toMatchObject({
      ...royal,
      isAvailable: true,
      _id: expect.any(String),
    });

    const listed = await call('GET', '/api/recipes?search=ROYAL');
    expect(listed.json().data).toMatchObject({ page: 1, limit: 10, total: 1 });
    expect(listed.json().data.recipes[0]).toMatchObject({ name: 'Royal Basmoti Kacchi', price: 450.5 });
  });

  it('refuses an image that is not an http(s) URL, a missing image and an unknown category with 400', async () => {
    const ftp = await call('POST', '/api/recipes', { ...kacchi, image: 'ftp://example.com/a.jpg' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json()).toMatchObject({
      status: 'fail',
      message: 'Image must be a web address starting with http:// or https://',
    });
    const script = await call('POST', '/api/recipes', { ...kacchi, image: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const missing = await call('POST', '/api/recipes', { ...kacchi, image: '' });
    expect(missing.json().message).toBe('Image URL is required');

    const unknown = await call('POST', '/api/recipes', { ...kacchi, category: 'Pizza' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({
      message: 'Unknown category "Pizza". Choose one of the menu categories.',
      errors: [{ path: 'category' }],
    });
  });

  it('refuses a negative price and a price with more than 2 decimals', async () => {
    expect((await call('POST', '/api/recipes', { ...kacchi, price: -1 })).json().message).toBe(
      'Must be 0 or more',
    );
    expect((await call('POST', '/api/recipes', { ...kacchi, price: 10.123 })).json().message).toBe(
      'At most 2 decimal places',
    );
  });

  it('toggles availability alone and filters on it, then updates every field', async () => {
    const { recipe } = (
      await call('POST', '/api/recipes', { ...kacchi, name: 'Mishti Doi', category: 'Desert & Drinks' })
    ).json().data;
    const off = await call('PATCH', `/api/recipes/${recipe._id}`, { isAvailable: false });
    expect(off.statusCode).toBe(200);
    expect(off.json().data.recipe).toMatchObject({ name: 'Mishti Doi', price: 450.5, isAvailable: false });

    // Searching for its name leaves out the other tests' recipes.
    const available = (await call('GET', '/api/recipes?available=true&search=Mishti')).json().data.recipes;
    expect(available).toEqual([]);
    const unavailable = (await call('GET', '/api/recipes?available=false&search=Mishti')).json().data.recipes;
    expect(unavailable.map((r: { name: string }) => r.name)).toEqual(['Mishti Doi']);

    const full = await call('PATCH', `/api/recipes/${recipe._id}`, {
      name: 'Mishti Doi (large)',
      description: '',
      category: 'Other',
      price: 80,
      image: '',
      isAvailable: true,
    });
    expect(full.json().data.recipe).toMatchObject({
      name: 'Mishti Doi (large)',
      description: '',
      category: 'Other',
      price: 80,
      image: '',
      isAvailable: true,
    });
    const byCategory = (await call('GET', '/api/recipes?category=Other&search=Mishti')).json().data;
    expect(byCategory.recipes.map((r: { name: string }) => r.name)).toEqual(['Mishti Doi (large)']);
  });

  it('answers 404 for an unknown recipe and deletes one', async () => {
    const missing = await call('PATCH', '/api/recipes/00000000-0000-4000-8000-000000000000', {
      isAvailable: true,
    });
    expect(missing.statusCode).toBe(404);
    const { recipe } = (await call('POST', '/api/recipes', { ...kacchi, name: 'Cinigura Kacchi' })).json()
      .data;
    expect((await call('DELETE', `/api/recipes/${recipe._id}`)).json()).toEqual({
      status: 'success',
      data: null,
    });
    expect((await call('DELETE', `/api/recipes/${recipe._id}`)).statusCode).toBe(404);
  });

  it('lets a manager read the menu but not change it, and keeps staff out', async () => {
    const manager = await ctx.as('manager');
    const read = await ctx.app.inject({ method: 'GET', url: '/api/recipes', headers: manager.headers });
    expect(read.statusCode).toBe(200);
    const categories = await ctx.app.inject({
      method: 'GET',
      url: '/api/recipe-categories',
      headers: manager.headers,
    });
    expect(categories.statusCode).toBe(200);
    const write = await ctx.app.inject({
      method: 'POST',
      url: '/api/recipes',
      payload: kacchi,
      headers: manager.headers,
    });
    expect(write.statusCode).toBe(403);
    const { recipes } = (await call('GET', '/api/recipes')).json().data;
    const toggle = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/recipes/${recipes[0]._id}`,
      payload: { isAvailable: false },
      headers: manager.headers,
    });
    expect(toggle.statusCode).toBe(403);

    const staff = await ctx.as('staff');
    const staffRead = await ctx.app.inject({ method: 'GET', url: '/api/recipes', headers: staff.headers });
    expect(staffRead.statusCode).toBe(403);
  });

  it('allows pages of up to 500 recipes for the menu grid, not more', async () => {
    expect((await call('GET', '/api/recipes?limit=500')).statusCode).toBe(200);
    expect((await call('GET', '/api/recipes?limit=501')).statusCode).toBe(400);
  });
});

describe('short codes', () => {
  const codeOf = (response: { json: () => { data: { recipe: { code?: string } } } }) =>
    response.json().data.recipe.code;

  it('stores a code trimmed and upper-cased, changes it, and clears it with an empty string', async () => {
    const created = await call('POST', '/api/recipes', { ...kacchi, name: 'Code Kacchi', code: ' k7 ' });
    expect(created.statusCode).toBe(201);
    expect(codeOf(created)).toBe('K7');
    const id = created.json().data.recipe._id;

    const changed = await call('PATCH', `/api/recipes/${id}`, { code: 'kb7' });
    expect(codeOf(changed)).toBe('KB7');
    const untouched = await call('PATCH', `/api/recipes/${id}`, { isAvailable: false });
    expect(codeOf(untouched)).toBe('KB7');
    const cleared = await call('PATCH', `/api/recipes/${id}`, { code: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data.recipe).not.toHaveProperty('code');

    // A cleared code is free again, and a dish created with an empty code has none.
    const again = await call('POST', '/api/recipes', { ...kacchi, name: 'Code Kacchi 2', code: 'KB7' });
    expect(codeOf(again)).toBe('KB7');
    const none = await call('POST', '/api/recipes', { ...kacchi, name: 'No Code Kacchi', code: '' });
    expect(none.json().data.recipe).not.toHaveProperty('code');
  });

  it('refuses a code longer than 6 characters or with other than letters and digits, naming the field', async () => {
    for (const code of ['ABCDEFG', 'K-1', 'K 1', 'ক১']) {
      const refused = await call('POST', '/api/recipes', { ...kacchi, name: 'Bad Code Kacchi', code });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json(), code).toMatchObject({
        status: 'fail',
        message: 'Short code must be up to 6 letters or digits, like K1 or BR2',
        errors: [{ path: 'code' }],
      });
    }
    expect((await call('GET', '/api/recipes?search=Bad%20Code')).json().data.total).toBe(0);
  });

  it('refuses a code another dish has, in any letter case, with 409 naming that dish', async () => {
    const holder = await call('POST', '/api/recipes', { ...kacchi, name: 'Kacchi Biriyani', code: 'KD1' });
    expect(holder.statusCode).toBe(201);

    const duplicate = await call('POST', '/api/recipes', { ...kacchi, name: 'Other Kacchi', code: 'kd1' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toEqual({
      status: 'fail',
      message: 'Code KD1 is already used by Kacchi Biriyani.',
      code: 'codeTaken',
      params: { code: 'KD1', holder: 'Kacchi Biriyani' },
    });
    expect((await call('GET', '/api/recipes?search=Other%20Kacchi')).json().data.total).toBe(0);

    const other = await call('POST', '/api/recipes', { ...kacchi, name: 'Mutton Tehari', code: 'KD2' });
    const id = other.json().data.recipe._id;
    const renamed = await call('PATCH', `/api/recipes/${id}`, { price: 99, code: 'Kd1' });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe('Code KD1 is already used by Kacchi Biriyani.');
    const kept = (await call('GET', '/api/recipes?search=Mutton%20Tehari')).json().data.recipes[0];
    expect(kept).toMatchObject({ code: 'KD2', price: 450.5 });

    // Its own code again is no conflict.
    expect((await call('PATCH', `/api/recipes/${id}`, { code: 'kd2' })).statusCode).toBe(200);
  });

  it('lets only one of two dishes created at once with the same code have it', async () => {
    for (const code of ['CC1', 'CC2', 'CC3', 'CC4', 'CC5']) {
      const responses = await Promise.all(
        ['First', 'Second'].map((which) =>
          call('POST', '/api/recipes', { ...kacchi, name: `${which} ${code}`, code: code.toLowerCase() }),
        ),
      );
      expect(responses.map((response) => response.statusCode).sort(), code).toEqual([201, 409]);
      const winner = responses.find((response) => response.statusCode === 201)!.json().data.recipe.name;
      const loser = responses.find((response) => response.statusCode === 409)!.json();
      expect(loser.message).toBe(`Code ${code} is already used by ${winner}.`);
      expect((await call('GET', `/api/recipes?search=${code}`)).json().data.total).toBe(1);
    }
  });

  it("finds a dish by its code exactly or by the code's start, in any letter case", async () => {
    await call('POST', '/api/recipes', { ...kacchi, name: 'Jhal Muri', code: 'QZ1' });
    await call('POST', '/api/recipes', { ...kacchi, name: 'Fuchka', code: 'QZ12' });
    const names = async (search: string) =>
      (await call('GET', `/api/recipes?search=${search}`))
        .json()
        .data.recipes.map((recipe: { name: string }) => recipe.name);
    expect(await names('qz1')).toEqual(['Fuchka', 'Jhal Muri']);
    expect(await names('QZ12')).toEqual(['Fuchka']);
    expect(await names('Z1')).toEqual([]);
  });
});

describe("the spec's category names", () => {
  // SPEC §3 gives two readings of the recipe categories; each name lands in the menu's own spelling (ADR 0006).
  const readings = {
    'edit and list screens': {
      Kacchi: 'Kacchi',
      Biriyani: 'Biriyani',
      dessert: 'Desert & Drinks',
      beverage: 'Desert & Drinks',
      'side dish': 'Side Dish',
      other: 'Other',
    },
    'create form': {
      'basmoti kacchi': 'Kacchi',
      'cinigura kacchi': 'Kacchi',
      'chicken dom biriyani': 'Biriyani',
      polao: 'Polao',
      'desert & drinks': 'Desert & Drinks',
      other: 'Other',
    },
  };

  for (const [reading, names] of Object.entries(readings)) {
    it(`accepts every category of the ${reading} reading and stores the menu's spelling`, async () => {
      for (const [sent, stored] of Object.entries(names)) {
        const created = await call('POST', '/api/recipes', {
          ...kacchi,
          name: `Spec ${sent}`,
          category: sent,
        });
        expect(created.statusCode, sent).toBe(201);
        expect(created.json().data.recipe.category, sent).toBe(stored);
      }
    });
  }

  it('matches a category in any letter case or spacing on create, edit and the list filter', async () => {
    for (const [name, category] of [
      ['Case other', 'other'],
      ['Case beverage', 'beverage'],
    ])
      expect((await call('POST', '/api/recipes', { ...kacchi, name, category })).statusCode).toBe(201);
    const created = await call('POST', '/api/recipes', {
      ...kacchi,
      name: 'Shahi Borhani',
      category: '  DESERT   &   drinks ',
    });
    expect(created.json().data.recipe.category).toBe('Desert & Drinks');
    const { _id } = created.json().data.recipe;
    const moved = await call('PATCH', `/api/recipes/${_id}`, { category: 'side  DISH' });
    expect(moved.json().data.recipe.category).toBe('Side Dish');

    const exact = (await call('GET', '/api/recipes?category=Other&limit=100')).json().data;
    const spec = (await call('GET', '/api/recipes?category=other&limit=100')).json().data;
    expect(exact.recipes.map((recipe: { name: string }) => recipe.name)).toContain('Case other');
    expect(spec).toEqual(exact);
    const beverages = (await call('GET', '/api/recipes?category=beverage&limit=100')).json().data;
    expect(beverages.recipes.map((recipe: { name: string }) => recipe.name)).toContain('Case beverage');
    expect((await call('GET', '/api/recipes?category=Pizza')).json().data.total).toBe(0);
  });
});
