import {
  mayOpenPrice,
  OPEN_PRICE_NOT_ALLOWED,
  openPriceNeedsReason,
  PRICE_REASON_MIN,
  priceDiffers,
} from '@dastarkhan/contract/counter-rules';
import type { Role } from '@dastarkhan/contract/common';
import { toPoisha } from '@dastarkhan/contract/money';
import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { recipes } from '../db/schema';
import { AppError, conflict } from './errors';

/** A line as a client sends it: a menu dish (by id, or by its name as the spec's client sends it) or a free line. */
export type LineInput = { recipeId?: string | null; name: string; price: number; priceReason?: string };
/** A line as the server prices it: the dish's name and price, or an open price with its reason. */
export type PricedLine<T> = Omit<T, 'recipeId' | 'priceReason'> & {
  recipeId: string | null;
  priceReason: string;
  /** The dish's tax rate name (issue 34); null: the standard rate, as for a line off the menu. */
  taxRate: string | null;
  /** The dish's Bangla name, kept with the line as its name is (issue 36); null: none. */
  nameBn: string | null;
};
/**
 * A line already on the receipt or order, which keeps the price it was sold at (and its names). `nameBn`
 * undefined: the line never had one of its own (a held order reads its dish's live), so it takes the dish's.
 */
export type KeptLine = {
  recipeId: string | null;
  name: string;
  nameBn?: string | null;
  price: number;
  priceReason: string;
};

type Dish = { id: string; name: string; nameBn: string | null; price: number; taxRate: string | null };

const nameKey = (name: string) => name.trim().toLowerCase();

/** The dishes the lines name, by id and by name (a name two dishes share names neither). */
async function dishesOf(db: Executor, lines: readonly LineInput[]) {
  const ids = [...new Set(lines.flatMap((line) => (line.recipeId ? [line.recipeId] : [])))];
  const names = [...new Set(lines.filter((line) => !line.recipeId).map((line) => nameKey(line.name)))];
  const byId = new Map<string, Dish>();
  const byName = new Map<string, Dish | null>();
  if (ids.length === 0 && names.length === 0) return { byId, byName };
  const rows = await db
    .select({
      id: recipes.id,
      name: recipes.name,
      nameBn: recipes.nameBn,
      price: recipes.price,
      taxRate: recipes.taxRate,
    })
    .from(recipes)
    .where(
      sql`${ids.length ? inArray(recipes.id, ids) : sql`false`} or lower(trim(${recipes.name})) in (${sql.join(
        (names.length ? names : ['']).map((name) => sql`${name}`),
        sql`, `,
      )})`,
    );
  for (const row of rows) {
    const dish = { ...row, price: Number(row.price) };
    byId.set(row.id, dish);
    const key = nameKey(row.name);
    byName.set(key, byName.has(key) ? null : dish);
  }
  return { byId, byName };
}

const namesOf = ({ name, nameBn }: { name: string; nameBn: string | null }) => ({ name, nameBn });

const samePrice = (a: number, b: number) => toPoisha(a) === toPoisha(b);

/** The open price a line asks for, if the role may give one and the line says why; otherwise the refusal. */
function openPrice(line: LineInput, role: Role, dish: Dish | undefined): string {
  const reason = line.priceReason?.trim() ?? '';
  if (dish && reason === '') throw conflict(priceDiffers(dish.name, dish.price, line.price));
  if (!mayOpenPrice(role)) throw new AppError(422, OPEN_PRICE_NOT_ALLOWED);
  if (reason.length < PRICE_REASON_MIN) throw new AppError(422, openPriceNeedsReason(line.name));
  return reason;
}

/**
 * The server's prices (issue 32, ADR 0140): a line naming a menu dish takes the dish's current name and price; a
 * client price that differs is refused (409) unless the line gives a reason and the role may open-price. A line
 * off the menu is an open price too. A line already on the receipt or order (`kept`: same dish, or same name
 * off the menu, at the same price) keeps the price it was sold at, so an edit does not re-price old lines; `kept`
 * may name them per line (an order line read comes back with its id).
 */
export async function priceLines<T extends LineInput>(
  db: Executor,
  lines: readonly T[],
  role: Role,
  kept: readonly KeptLine[] | ((line: T) => readonly KeptLine[]) = [],
): Promise<PricedLine<T>[]> {
  const { byId, byName } = await dishesOf(db, lines);
  const keptFor = typeof kept === 'function' ? kept : () => kept;
  return lines.map((line) => {
    const dish = line.recipeId ? byId.get(line.recipeId) : (byName.get(nameKey(line.name)) ?? undefined);
    const recipeId = line.recipeId && dish ? dish.id : null;
    const taxRate = (recipeId && dish?.taxRate) || null;
    const before = keptFor(line).find(
      (old) =>
        samePrice(old.price, line.price) &&
        ((recipeId !== null && old.recipeId === recipeId) || nameKey(old.name) === nameKey(line.name)),
    );
    if (before) {
      const nameBn = before.nameBn === undefined ? (dish?.nameBn ?? null) : before.nameBn;
      return { ...line, recipeId, taxRate, name: before.name, nameBn, priceReason: before.priceReason };
    }
    if (dish && samePrice(dish.price, line.price))
      return { ...line, recipeId, taxRate, ...namesOf(dish), priceReason: '' };
    const priceReason = openPrice(line, role, dish);
    return { ...line, recipeId, taxRate, ...namesOf(dish ?? { name: line.name, nameBn: null }), priceReason };
  });
}
