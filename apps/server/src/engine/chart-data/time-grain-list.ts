/**
 * The `timegrains` result: the grains the dataset's engine supports, each with its name, SQL
 * template (`{col}` standing for the column) and ISO duration, as Superset lists
 * `database.grains()`. The templates are the query compiler's own (packages/sql dialects).
 */
import { getDialect, type DialectName } from '@panorama/sql/dialects/dialect';
import { TIME_GRAINS } from '@panorama/sql/dialects/time-grains';

export type TimeGrainEntry = {
  name: string;
  function: string;
  duration: string;
};

export function timeGrainsFor(dialect: DialectName): TimeGrainEntry[] {
  const templates = getDialect(dialect).timeGrains;
  return TIME_GRAINS.flatMap((grain) => {
    const template = templates[grain.duration];
    return template === undefined
      ? []
      : [{ name: grain.name, function: template, duration: grain.duration }];
  });
}
