/**
 * The example tables built from vega-datasets into examples.duckdb. Their definitions are data,
 * one JSON file per subject under tables/; this file turns them into ExampleTables. Every column
 * is cast and renamed explicitly (snake_case, proper DATE/TIMESTAMP types) so the tables do not
 * depend on what DuckDB's sniffers guess, and each table carries the metrics a first chart would
 * want.
 */
import { z } from 'zod';
import type { ExampleColumn, ExampleMetric, ExampleTable } from './example-table-spec';
import { quoteIdent } from './sql-text';
import cultureAndNature from './tables/culture-and-nature.json';
import markets from './tables/markets.json';
import peopleAndWork from './tables/people-and-work.json';
import transport from './tables/transport.json';
import weatherAndClimate from './tables/weather-and-climate.json';

const columnDetails = {
  role: z.enum(['dimension', 'measure']).optional(),
  label: z.string().optional(),
  description: z.string().optional(),
  /** Why the column is read the way it is; documentation only. */
  note: z.string().optional(),
};

/** A source field cast to `type`, renamed to `name` when given. */
const castColumn = z.strictObject({
  source: z.string(),
  type: z.string(),
  name: z.string().optional(),
  ...columnDetails,
});

/** A column computed by `sql` over the source relation. */
const computedColumn = z.strictObject({
  name: z.string(),
  sql: z.string(),
  source: z.string().optional(),
  ...columnDetails,
});

/** `year_date`: January 1st of an integer year field, so yearly tables chart as time series. */
const yearDateColumn = z.strictObject({ yearDateOf: z.string() });

const metricSpec = z.strictObject({
  name: z.string(),
  expression: z.string(),
  label: z.string(),
  d3format: z.string().optional(),
  currency: z.strictObject({ symbol: z.string(), symbolPosition: z.string() }).optional(),
});

const tableSpec = z.strictObject({
  name: z.string(),
  file: z.string(),
  description: z.string(),
  /** The FROM clause, with `$file` standing for the quoted file path. */
  from: z.string().optional(),
  /** Why the table needs its own FROM clause; documentation only. */
  fromNote: z.string().optional(),
  mainDttmCol: z.string().optional(),
  columns: z.array(z.union([castColumn, computedColumn, yearDateColumn])),
  metrics: z.array(metricSpec),
});

type ColumnSpec = z.infer<typeof tableSpec>['columns'][number];

function exampleColumn(spec: ColumnSpec): ExampleColumn {
  if ('yearDateOf' in spec) {
    return {
      name: 'year_date',
      sql: `make_date(CAST(${quoteIdent(spec.yearDateOf)} AS INTEGER), 1, 1)`,
      label: 'Year (Date)',
      description: 'January 1st of the year, for time-series charts',
    };
  }
  if ('sql' in spec) {
    const { note: _note, ...column } = spec;
    return column;
  }
  const { source, type, name = source, note: _note, ...details } = spec;
  return { name, sql: `CAST(${quoteIdent(source)} AS ${type})`, source, ...details };
}

/** Superset's metric_type: the aggregate of a single column, null for composite expressions. */
function metricType(expression: string): string | null {
  const single = /^(AVG|SUM|MAX|MIN)\("?\w+"?\)$/.exec(expression);
  if (single?.[1]) return single[1].toLowerCase();
  if (/^COUNT\(DISTINCT \w+\)$/.test(expression)) return 'count_distinct';
  return null;
}

function exampleMetric(spec: z.infer<typeof metricSpec>): ExampleMetric {
  const { currency, ...metric } = spec;
  return {
    ...metric,
    metricType: metricType(spec.expression),
    ...(currency ? { currency: JSON.stringify(currency) } : {}),
  };
}

function exampleTable(spec: z.infer<typeof tableSpec>): ExampleTable {
  const { from, fromNote: _fromNote, columns, metrics, ...table } = spec;
  return {
    ...table,
    ...(from ? { from: (file: string) => from.replaceAll('$file', () => file) } : {}),
    columns: columns.map(exampleColumn),
    metrics: metrics.map(exampleMetric),
  };
}

/** The order tables are built and registered in, which fixes their dataset ids on a fresh store. */
const TABLE_ORDER = [
  'flights',
  'airports',
  'stocks',
  'seattle_weather',
  'weather',
  'movies',
  'birdstrikes',
  'gapminder',
  'penguins',
  'cars',
  'earthquakes',
  'sp500',
  'sp500_daily',
  'iowa_electricity',
  'unemployment_across_industries',
  'us_employment',
  'co2_concentration',
  'disasters',
  'global_temp',
  'population',
  'jobs',
  'github',
  'barley',
  'zipcodes',
];

function orderedTables(): ExampleTable[] {
  const specs = z
    .array(tableSpec)
    .parse([...transport, ...markets, ...weatherAndClimate, ...peopleAndWork, ...cultureAndNature]);
  const byName = new Map(specs.map((spec) => [spec.name, exampleTable(spec)]));
  if (byName.size !== TABLE_ORDER.length)
    throw new Error('TABLE_ORDER must list every example table');
  return TABLE_ORDER.map((name) => {
    const table = byName.get(name);
    if (!table) throw new Error(`Example table ${name} has no definition`);
    return table;
  });
}

export const EXAMPLE_TABLES: readonly ExampleTable[] = orderedTables();
