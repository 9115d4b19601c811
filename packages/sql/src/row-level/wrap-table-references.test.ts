/**
 * Golden SQL for row-level security applied to user SQL (SQL Lab with RLS_IN_SQLLAB, alerts,
 * custom SQL sub-queries): every reference to a table with rules becomes
 * `(SELECT * FROM <table> WHERE <rules>) AS <alias>`, keeping the alias written or the table's
 * own name, with names as the engine resolves them. Written by hand per dialect.
 */
import { ValidationError } from '@panorama/core/errors/app-error';
import { describe, expect, it } from 'vitest';
import type { DialectName } from '../dialects/dialect';
import type { TableReference } from '../guard/table-references';
import type { RowLevelConditions } from './row-level-predicate';
import { wrapTableReferences } from './wrap-table-references';

const DIALECTS: DialectName[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
type PerDialect = Record<DialectName, string>;
const same = (sql: string): PerDialect => ({
  duckdb: sql,
  sqlite: sql,
  postgresql: sql,
  mysql: sql,
});

const SFO: RowLevelConditions = [["origin = 'SFO'"]];
const DEFAULT_SCHEMA: Record<DialectName, string> = {
  duckdb: 'main',
  sqlite: 'main',
  postgresql: 'public',
  mysql: 'test',
};

/** Rules on `flights` of the default schema only (as the server resolves them). */
function rulesOnFlights(dialect: DialectName, conditions: RowLevelConditions = SFO) {
  const seen: TableReference[] = [];
  const conditionsFor = (ref: TableReference): RowLevelConditions => {
    seen.push(ref);
    const fold = (s: string) => (ref.caseInsensitive ? s.toLowerCase() : s);
    const schema = ref.schema ?? DEFAULT_SCHEMA[dialect];
    return ref.catalog === null &&
      fold(schema) === fold(DEFAULT_SCHEMA[dialect]) &&
      fold(ref.table) === 'flights'
      ? conditions
      : [];
  };
  return { conditionsFor, seen };
}

function wrap(dialect: DialectName, sql: string, shape: 'statement' | 'expression' = 'statement') {
  return wrapTableReferences(sql, dialect, rulesOnFlights(dialect).conditionsFor, shape);
}

const WRAPPED = "(SELECT * FROM flights WHERE (origin = 'SFO'))";

interface Case {
  name: string;
  sql: PerDialect;
  expected: PerDialect;
}

const CASES: Case[] = [
  {
    name: 'a bare table gets its own name as alias',
    sql: same('SELECT origin, COUNT(*) FROM flights GROUP BY origin'),
    expected: same(`SELECT origin, COUNT(*) FROM ${WRAPPED} AS flights GROUP BY origin`),
  },
  {
    name: 'an alias, with or without AS, is kept',
    sql: same('SELECT f.origin FROM flights AS f JOIN flights g ON g.origin = f.origin'),
    expected: same(`SELECT f.origin FROM ${WRAPPED} AS f JOIN ${WRAPPED} g ON g.origin = f.origin`),
  },
  {
    name: 'qualified and quoted names stay as written inside, the table name is the alias',
    sql: {
      duckdb: 'SELECT COUNT(*) FROM "main"."flights"',
      sqlite: 'SELECT COUNT(*) FROM main.[flights]',
      postgresql: 'SELECT COUNT(*) FROM "public"."flights"',
      mysql: 'SELECT COUNT(*) FROM `test`.`flights`',
    },
    expected: {
      duckdb: `SELECT COUNT(*) FROM (SELECT * FROM "main"."flights" WHERE (origin = 'SFO')) AS "flights"`,
      sqlite: `SELECT COUNT(*) FROM (SELECT * FROM main.[flights] WHERE (origin = 'SFO')) AS [flights]`,
      postgresql: `SELECT COUNT(*) FROM (SELECT * FROM "public"."flights" WHERE (origin = 'SFO')) AS "flights"`,
      mysql:
        "SELECT COUNT(*) FROM (SELECT * FROM `test`.`flights` WHERE (origin = 'SFO')) AS `flights`",
    },
  },
  {
    name: 'tables without rules, columns and qualifiers named like the table are left alone',
    sql: same(
      'SELECT flights.origin, a.flights FROM airports a JOIN flights ON a.iata = flights.origin',
    ),
    expected: same(
      `SELECT flights.origin, a.flights FROM airports a JOIN ${WRAPPED} AS flights ON a.iata = flights.origin`,
    ),
  },
  {
    name: 'sub-queries in WHERE, in the select list and in FROM are wrapped too',
    sql: same(
      'SELECT (SELECT MAX(delay) FROM flights) AS m FROM (SELECT origin FROM flights) x WHERE x.origin IN (SELECT origin FROM flights)',
    ),
    expected: same(
      `SELECT (SELECT MAX(delay) FROM ${WRAPPED} AS flights) AS m FROM (SELECT origin FROM ${WRAPPED} AS flights) x WHERE x.origin IN (SELECT origin FROM ${WRAPPED} AS flights)`,
    ),
  },
  {
    name: 'a CTE named like the table hides it only where it is in scope',
    sql: same(
      'WITH flights AS (SELECT * FROM flights WHERE delay > 0) SELECT COUNT(*) FROM flights',
    ),
    expected: same(
      `WITH flights AS (SELECT * FROM ${WRAPPED} AS flights WHERE delay > 0) SELECT COUNT(*) FROM flights`,
    ),
  },
  {
    name: 'comments between the parts of a name stay inside the wrapped reference',
    sql: same('SELECT COUNT(*) FROM flights /* all of them */ WHERE delay > 0'),
    expected: same(`SELECT COUNT(*) FROM ${WRAPPED} AS flights /* all of them */ WHERE delay > 0`),
  },
];

describe('wrapTableReferences: golden SQL', () => {
  for (const c of CASES) {
    it(c.name, () => {
      for (const dialect of DIALECTS) {
        expect(wrap(dialect, c.sql[dialect]), dialect).toBe(c.expected[dialect]);
      }
    });
  }

  it('ORs the clauses of a group and ANDs the groups', () => {
    const { conditionsFor } = rulesOnFlights('duckdb', [
      ["origin = 'SFO'"],
      ['delay < 5', 'delay > 100 -- late'],
    ]);
    expect(wrapTableReferences('SELECT * FROM flights', 'duckdb', conditionsFor)).toBe(
      "SELECT * FROM (SELECT * FROM flights WHERE (origin = 'SFO') AND ((delay < 5) OR (delay > 100))) AS flights",
    );
  });

  it('resolves names as each engine does: PostgreSQL folds bare names, others ignore case', () => {
    expect(wrap('postgresql', 'SELECT * FROM FLIGHTS')).toBe(
      "SELECT * FROM (SELECT * FROM FLIGHTS WHERE (origin = 'SFO')) AS FLIGHTS",
    );
    // A quoted name keeps its case on PostgreSQL: "Flights" is another table.
    expect(wrap('postgresql', 'SELECT * FROM "Flights"')).toBe('SELECT * FROM "Flights"');
    for (const dialect of ['duckdb', 'sqlite'] as const) {
      expect(wrap(dialect, 'SELECT * FROM "Flights"'), dialect).toBe(
        `SELECT * FROM (SELECT * FROM "Flights" WHERE (origin = 'SFO')) AS "Flights"`,
      );
    }
  });

  it('leaves SQL without a table under rules unchanged', () => {
    for (const dialect of DIALECTS) {
      const sql = 'SELECT name FROM airports WHERE iata = 1';
      expect(wrap(dialect, sql), dialect).toBe(sql);
    }
  });

  it('keeps bind parameters where they were', () => {
    expect(wrap('postgresql', 'SELECT * FROM flights WHERE delay > $1 AND origin <> $2')).toBe(
      `SELECT * FROM ${WRAPPED} AS flights WHERE delay > $1 AND origin <> $2`,
    );
    expect(wrap('mysql', 'SELECT * FROM flights WHERE delay > ?')).toBe(
      `SELECT * FROM ${WRAPPED} AS flights WHERE delay > ?`,
    );
  });

  it('wraps the tables of a custom SQL expression', () => {
    for (const dialect of DIALECTS) {
      expect(
        wrap(dialect, '(SELECT COUNT(*) FROM flights WHERE delay > 10)', 'expression'),
        dialect,
      ).toBe(`(SELECT COUNT(*) FROM ${WRAPPED} AS flights WHERE delay > 10)`);
    }
  });

  it('writes the rule clauses without their comments', () => {
    const { conditionsFor } = rulesOnFlights('sqlite', [["origin = 'SFO' -- ) OR (1 = 1"]]);
    expect(wrapTableReferences('SELECT * FROM flights', 'sqlite', conditionsFor)).toBe(
      "SELECT * FROM (SELECT * FROM flights WHERE (origin = 'SFO')) AS flights",
    );
  });
});

describe('wrapTableReferences: refusals', () => {
  it('refuses SQL the parser cannot analyse when a table under rules is named in it', () => {
    expect(() => wrap('duckdb', 'FROM flights SELECT origin')).toThrow(ValidationError);
    expect(() => wrap('postgresql', 'SELECT * FROM flights GROUP BY ALL')).toThrow(
      /Row-level security cannot be applied/,
    );
  });

  it('refuses a table name the parser reads as an alias without AS (PostgreSQL ONLY)', () => {
    expect(() => wrap('postgresql', 'SELECT * FROM ONLY flights')).toThrow(/write AS/);
    // With AS it is certainly an alias, of a table without rules.
    expect(wrap('postgresql', 'SELECT * FROM airports AS flights')).toBe(
      'SELECT * FROM airports AS flights',
    );
  });

  it('refuses text that already holds the names it uses internally', () => {
    expect(() => wrap('duckdb', 'SELECT panorama_rls_ref_0 FROM flights')).toThrow(ValidationError);
  });

  it('refuses a rule clause the guard refuses rather than dropping it', () => {
    const { conditionsFor } = rulesOnFlights('duckdb', [['1 = 1) OR (1 = 1']]);
    expect(() => wrapTableReferences('SELECT * FROM flights', 'duckdb', conditionsFor)).toThrow(
      ValidationError,
    );
  });
});
