/**
 * Series limit: keep only the top-N series (combinations of the series columns), ranked by the
 * series-limit metric. A sub-query picks them with the same WHERE as the main query and is
 * joined on the series columns; the join matches NULLs too, so a series whose value is NULL can
 * be among the top N. Ties are broken by the series values and series without a rank (NULL)
 * come last, so every engine picks the same series.
 */
import type { CompileContext } from './compile-context';
import { concat, fill, join, text, type Sql } from './sql-fragment';

/** Superset's SERIES_LIMIT_SUBQ_ALIAS. */
export const SERIES_LIMIT_ALIAS = 'series_limit';

export interface SeriesLimitSpec {
  from: Sql;
  where: Sql | null;
  /** Expressions of the series columns, as in the main query. */
  series: readonly Sql[];
  rankBy: Sql;
  limit: number;
  descending: boolean;
}

export function seriesLimitJoin(ctx: CompileContext, spec: SeriesLimitSpec): Sql {
  const q = ctx.dialect.quoteIdentifier;
  const names = spec.series.map((_, i) => `__series_${i}`);
  const select = join(
    spec.series.map((sql, i) => concat(sql, ` AS ${q(names[i] as string)}`)),
    ', ',
  );
  const order = join(
    [
      concat('CASE WHEN ', spec.rankBy, ' IS NULL THEN 1 ELSE 0 END'),
      concat(spec.rankBy, spec.descending ? ' DESC' : ' ASC'),
      ...spec.series,
    ],
    ', ',
  );
  const limit = fill(ctx.dialect.limitClause, { n: text(String(spec.limit)) });
  const subquery = concat(
    'SELECT ',
    select,
    ' FROM ',
    spec.from,
    spec.where ? concat(' WHERE ', spec.where) : [],
    ' GROUP BY ',
    join(spec.series, ', '),
    ' ORDER BY ',
    order,
    ' ',
    limit,
  );
  const on = join(
    spec.series.map((sql, i) =>
      fill(ctx.dialect.operators.nullSafeEquals, {
        a: sql,
        b: text(`${q(SERIES_LIMIT_ALIAS)}.${q(names[i] as string)}`),
      }),
    ),
    ' AND ',
  );
  return concat(' INNER JOIN (', subquery, `) AS ${q(SERIES_LIMIT_ALIAS)} ON `, on);
}
