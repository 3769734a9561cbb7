import { describe, expect, it } from 'vitest';
import { createRecipeBodySchema, RECIPE_CODE_MESSAGE, updateRecipeBodySchema } from './recipes';

const dish = {
  name: 'Kacchi Biriyani',
  category: 'Kacchi',
  price: 450,
  image: 'https://images.example.com/kacchi.jpg',
};

describe("a dish's short code", () => {
  it('is trimmed and upper-cased, and may be left out', () => {
    expect(createRecipeBodySchema.parse({ ...dish, code: ' br2 ' }).code).toBe('BR2');
    expect(createRecipeBodySchema.parse({ ...dish, code: '123456' }).code).toBe('123456');
    expect(createRecipeBodySchema.parse(dish)).not.toHaveProperty('code');
  });

  it('is cleared by an empty string on edit, alone or with other fields', () => {
    expect(updateRecipeBodySchema.parse({ code: '  ' })).toEqual({ code: '' });
    expect(updateRecipeBodySchema.parse({ price: 80, code: 'k1' })).toEqual({ price: 80, code: 'K1' });
  });

  it('refuses more than 6 characters, and anything but letters A-Z and digits, with one message', () => {
    for (const code of ['ABCDEFG', 'K-1', 'K 1', 'K_1', 'ক১', 'É1', 7]) {
      const result = createRecipeBodySchema.safeParse({ ...dish, code });
      expect(result.success, String(code)).toBe(false);
      expect(result.error?.issues, String(code)).toEqual([
        expect.objectContaining({ path: ['code'], message: RECIPE_CODE_MESSAGE }),
      ]);
    }
  });
});
