import { asciiDigits } from '@dastarkhan/contract/digits';
import type { Recipe } from '@dastarkhan/contract/recipes';

/** A dish with the folded texts the search compares, worked out once per menu rather than per key. */
export type SearchableDish = { recipe: Recipe; code: string; names: string[]; words: string[] };

/**
 * Text as the search compares it: in one letter case, in Unicode's composed form (a Bangla name typed either
 * way, issue 36), and with Bengali digits read as 0–9, so "K১" is the code K1.
 */
const fold = (text: string) => asciiDigits(text.normalize('NFC').toLowerCase());

export function searchable(recipes: readonly Recipe[]): SearchableDish[] {
  return recipes.map((recipe) => {
    // Its English name, and its Bangla one (issue 36): either finds it.
    const names = [recipe.name, recipe.nameBn ?? ''].filter(Boolean).map(fold);
    return {
      recipe,
      code: fold(recipe.code ?? ''),
      names,
      words: names.flatMap((name) => name.split(/\s+/)),
    };
  });
}

/** How well a dish matches: its exact code, then a code starting so, a name or word starting so, a name holding it. */
function rank(dish: SearchableDish, query: string): number {
  if (dish.code !== '' && dish.code === query) return 0;
  if (dish.code.startsWith(query)) return 1;
  if (dish.names.some((name) => name.startsWith(query))) return 2;
  if (dish.words.some((word) => word.startsWith(query))) return 3;
  if (dish.names.some((name) => name.includes(query))) return 4;
  return -1;
}

/**
 * The dishes matching what was typed in Search menu, best first (Enter adds the first), in menu order among
 * equals; everything when nothing is typed.
 */
export function searchMenu(dishes: readonly SearchableDish[], typed: string): Recipe[] {
  const query = fold(typed.trim());
  if (query === '') return dishes.map((dish) => dish.recipe);
  return dishes
    .map((dish, order) => ({ dish, order, rank: rank(dish, query) }))
    .filter((match) => match.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map((match) => match.dish.recipe);
}
