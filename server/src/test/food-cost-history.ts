import type { IngredientCost } from '@dastarkhan/contract/food-cost';
import { shiftDate, startOfBusinessDay } from '@dastarkhan/contract/periods';
import type pg from 'pg';

type Queryable = Pick<pg.Pool, 'query'>;

/**
 * The food cost report's ingredient figures as the report computed them before the stock roll-up (ADR 0170):
 * every non-sale movement since the shop opened, by time in the zone, and every day's usage since then. Kept
 * here only to prove the roll-up reads the same figures (issue 33); its scan of the whole history is why the
 * report no longer uses it. Rows are keyed by item id, with the same figures and rounding as the report's JSON.
 */
export async function ingredientsFromHistory(
  db: Queryable,
  from: string,
  to: string,
  timeZone = 'Asia/Dhaka',
): Promise<Record<string, Omit<IngredientCost, 'leak' | 'itemId' | 'name' | 'unit'>>> {
  const start = startOfBusinessDay(from, timeZone).toISOString();
  const end = startOfBusinessDay(shiftDate(to, 1), timeZone).toISOString();
  const wasted = `(kind = 'waste' or kind = 'reduction' and reason = 'wasted')`;
  const { rows } = await db.query<Record<string, string>>(
    `with kept as (
      select item_id,
        coalesce(sum(quantity) filter (where at < $1::timestamptz), 0) as before,
        coalesce(sum(quantity) filter (where at >= $1::timestamptz and kind = 'intake'), 0) as intakes,
        coalesce(sum(total_tk) filter (where at >= $1::timestamptz and kind = 'intake'), 0) as intakes_tk,
        coalesce(-sum(quantity) filter (where at >= $1::timestamptz and ${wasted}), 0) as waste,
        coalesce(sum(quantity) filter (where at >= $1::timestamptz and kind <> 'intake' and not ${wasted}), 0)
          as variance,
        sum(total_tk) as spent, coalesce(sum(quantity) filter (where kind = 'intake'), 0) as brought
      from inventory_movements where kind <> 'sale' and at < $2::timestamptz
      group by item_id
    ), used as (
      select item_id, coalesce(sum(quantity) filter (where day < $3::date), 0) as before,
        coalesce(sum(quantity) filter (where day >= $3::date), 0) as theoretical,
        coalesce(sum(cost_tk) filter (where day >= $3::date), 0) as theoretical_tk
      from usage_by_day where day <= $4::date
      group by item_id
    ), figures as (
      select item.id,
        case when kept.brought > 0 then kept.spent / kept.brought else item.price end as unit_cost,
        coalesce(kept.before, 0) - coalesce(used.before, 0) as opening,
        coalesce(kept.intakes, 0) as intakes, coalesce(kept.intakes_tk, 0) as intakes_tk,
        coalesce(used.theoretical, 0) as theoretical, coalesce(used.theoretical_tk, 0) as theoretical_tk,
        coalesce(kept.waste, 0) as waste, coalesce(kept.variance, 0) as variance
      from inventory_items item
      left join kept on kept.item_id = item.id
      left join used on used.item_id = item.id
      where kept.item_id is not null or used.item_id is not null
    ), rows as (
      select *, opening + intakes - theoretical - waste + variance as closing,
        theoretical + waste - variance as actual, round(waste * unit_cost, 2) as waste_tk,
        round(variance * unit_cost, 2) as variance_tk
      from figures
      where opening <> 0 or intakes <> 0 or theoretical <> 0 or theoretical_tk <> 0 or waste <> 0 or variance <> 0
    )
    select id, round(unit_cost, 4)::text as unit_cost, opening::text, intakes::text, intakes_tk::text,
      theoretical::text, waste::text, closing::text, actual::text, variance::text, theoretical_tk::text,
      waste_tk::text, (theoretical_tk + waste_tk - variance_tk)::text as actual_tk, variance_tk::text
    from rows`,
    [start, end, from, to],
  );
  return Object.fromEntries(
    rows.map((row) => [
      row.id!,
      {
        unitCost: Number(row.unit_cost),
        opening: Number(row.opening),
        intakes: Number(row.intakes),
        theoretical: Number(row.theoretical),
        waste: Number(row.waste),
        closing: Number(row.closing),
        actual: Number(row.actual),
        variance: Number(row.variance),
        intakesTk: Number(row.intakes_tk),
        theoreticalTk: Number(row.theoretical_tk),
        wasteTk: Number(row.waste_tk),
        actualTk: Number(row.actual_tk),
        varianceTk: Number(row.variance_tk),
      },
    ]),
  );
}

/** The report's ingredient rows keyed by item id, with the figures `ingredientsFromHistory` computes. */
export function ingredientFigures(
  ingredients: IngredientCost[],
): Awaited<ReturnType<typeof ingredientsFromHistory>> {
  return Object.fromEntries(
    ingredients.map(({ itemId, leak: _leak, name: _name, unit: _unit, ...figures }) => [itemId, figures]),
  );
}
