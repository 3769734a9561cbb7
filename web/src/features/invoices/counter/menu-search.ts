import type { Recipe } from '@dastarkhan/contract/recipes';

/** A dish with the lower-cased texts the search compares, worked out once per menu rather than per key. */
export type SearchableDish = { recipe: Recipe; code: string; name: string; words: string[] };

export function searchable(recipes: readonly Recipe[]): SearchableDish[] {
  return recipes.map((recipe) => {
    const name = recipe.name.toLowerCase();
    return { recipe, code: (recipe.code ?? '').toLowerCase(), name, words: name.split(/\s+/) };
  });
}

/** How well a dish matches: its exact code, then a code starting so, a word starting so, the name holding it. */
function rank(dish: SearchableDish, query: string): number {
  if (dish.code !== '' && dish.code === query) return 0;
  if (dish.code.startsWith(query)) return 1;
  if (dish.name.startsWith(query)) return 2;
  if (dish.words.some((word) => word.startsWith(query))) return 3;
  if (dish.name.includes(query)) return 4;
  return -1;
}

/**
 * The dishes matching what was typed in Search menu, best first (Enter adds the first), in menu order among
 * equals; everything when nothing is typed.
 */
export function searchMenu(dishes: readonly SearchableDish[], typed: string): Recipe[] {
  const query = typed.trim().toLowerCase();
  if (query === '') return dishes.map((dish) => dish.recipe);
  return dishes
    .map((dish, order) => ({ dish, order, rank: rank(dish, query) }))
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((match) => match.dish.recipe);
}
