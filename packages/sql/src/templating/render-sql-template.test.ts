/**
 * Jinja as Superset's templates use it, rendered by our evaluator: statements, expressions,
 * filters, and the outputs Superset's documentation shows for its examples.
 */
import { describe, expect, it } from 'vitest';
import { getDialect, type DialectName } from '../dialects/dialect';
import {
  renderSqlTemplate,
  referencedDatasets,
  type SqlTemplateOptions,
} from './render-sql-template';

function options(overrides: Partial<SqlTemplateOptions> = {}): SqlTemplateOptions {
  return {
    dialect: getDialect('postgresql'),
    user: { id: 7, username: 'alice', email: 'alice@example.com', roles: ['Alpha', 'Gamma'] },
    urlParams: {},
    query: null,
    datasets: null,
    resolveTimeRange: () => ({ since: null, until: null }),
    allowUnescapedUrlParams: false,
    ...overrides,
  };
}

const render = (text: string, overrides: Partial<SqlTemplateOptions> = {}) =>
  renderSqlTemplate(text, options(overrides)).sql;

describe('renderSqlTemplate: Jinja statements and expressions', () => {
  it('returns text without markup untouched, even with quotes and braces', () => {
    const sql = "SELECT '{' AS brace, \"x\" FROM t WHERE a = '}}'";
    expect(renderSqlTemplate(sql, options())).toEqual({
      sql,
      templated: false,
      removedFilters: [],
      appliedFilters: [],
      cacheKeys: [],
    });
  });

  it('renders if/elif/else, for with loop, set, comments and whitespace control', () => {
    const text = [
      '{# a comment #}SELECT',
      '{%- set cols = ["a", "b", "c"] %}',
      '{%- for c in cols %} {{ c }}{% if not loop.last %},{% endif %}{% endfor %}',
      'FROM t',
      '{% if 1 > 2 %}WHERE x{% elif "b" in cols %}WHERE y{% else %}WHERE z{% endif %}',
    ].join('\n');
    expect(render(text)).toBe('SELECT a, b, c\nFROM t\nWHERE y');
  });

  it('evaluates Python arithmetic and comparisons', () => {
    expect(render('{{ 7 // 2 }} {{ -7 // 2 }} {{ -7 % 3 }} {{ 2 ** 10 }} {{ 7 / 2 }}')).toBe(
      '3 -4 2 1024 3.5',
    );
    expect(render('{{ 1 == 1.0 }} {{ "a" < "b" }} {{ 1 < 2 < 3 }} {{ none is none }}')).toBe(
      'True True True True',
    );
    expect(render("{{ 'x' ~ 1 ~ None }} {{ [1, 2] + [3] }} {{ 'ab' * 2 }}")).toBe(
      'x1None [1, 2, 3] abab',
    );
  });

  it('applies the usual filters', () => {
    expect(render("{{ ['a','b'] | join(', ') }} {{ 'Ab' | upper }}{{ 'Ab' | lower }}")).toBe(
      'a, b ABab',
    );
    expect(
      render("{{ missing | default('d') }} {{ '' | default('e', true) }} {{ '12' | int + 1 }}"),
    ).toBe('d e 13');
    expect(render("{{ 'x' | int }} {{ '2.5' | float }} {{ 'a-b' | replace('-', '_') }}")).toBe(
      '0 2.5 a_b',
    );
    expect(
      render("{{ {'a': [1, 'x']} | tojson }} {{ [3, 4] | length }} {{ [3, 4] | first }}"),
    ).toBe('{"a":[1,"x"]} 2 3');
  });

  it('unpacks dict items and reads dicts by key, attribute and get()', () => {
    const text =
      "{% set d = {'k': 'v', 'n': 2} %}{% for key, value in d.items() %}{{ key }}={{ value }};{% endfor %}" +
      "{{ d.k }}{{ d['n'] }}{{ d.get('missing', 'z') }}";
    expect(render(text)).toBe('k=v;n=2;v2z');
  });

  it('captures a block set', () => {
    expect(render('{% set x %}a{{ 1 + 1 }}b{% endset %}[{{ x }}]')).toBe('[a2b]');
  });

  it('gives SQL Lab template parameters as written', () => {
    expect(
      render('SELECT * FROM {{ my_table }} LIMIT {{ n }}', {
        templateParams: { my_table: 'sales', n: 5 },
      }),
    ).toBe('SELECT * FROM sales LIMIT 5');
  });

  it('names the line of an unknown macro, an unknown variable and a syntax error', () => {
    expect(() => render('SELECT\n1,\n{{ frobnicate() }}')).toThrow(
      'Unknown macro frobnicate at line 3',
    );
    expect(() => render('SELECT {{ nothing }}')).toThrow(
      'Unknown template variable nothing at line 1',
    );
    expect(() => render('SELECT\n{% if %}')).toThrow(/^Template syntax error: .* at line 2$/);
    expect(() => render("{{ 'a' | frobnicate }}")).toThrow('Unknown filter frobnicate at line 1');
  });
});

describe('renderSqlTemplate: Superset macros (examples from its documentation)', () => {
  it('current user macros, with their values in the cache keys', () => {
    const rendered = renderSqlTemplate(
      "SELECT '{{ current_username() }}', {{ current_user_id() }}, '{{ current_user_email() }}'",
      options(),
    );
    expect(rendered.sql).toBe("SELECT 'alice', 7, 'alice@example.com'");
    expect(rendered.cacheKeys).toEqual(['alice', '7', 'alice@example.com']);
    const roles = renderSqlTemplate(
      'SELECT * FROM users WHERE role IN {{ current_user_roles()|where_in }}',
      options({ user: { id: 1, username: 'a', email: null, roles: ['admin', 'viewer'] } }),
    );
    expect(roles.sql).toBe("SELECT * FROM users WHERE role IN ('admin', 'viewer')");
    expect(
      renderSqlTemplate('{{ current_username(add_to_cache_keys=False) }}', options()).cacheKeys,
    ).toEqual([]);
    expect(render('{{ current_user_roles()|tojson }}')).toBe('\'["Alpha","Gamma"]\'');
  });

  it('url_param gives the URL value as a string literal, or the default', () => {
    const text =
      "SELECT count(*) FROM ORDERS WHERE country_code = '{{ url_param('countrycode') }}'";
    expect(render(text, { urlParams: { countrycode: 'ES' } })).toBe(
      "SELECT count(*) FROM ORDERS WHERE country_code = 'ES'",
    );
    expect(render("{{ url_param('missing', 'US') }}")).toBe('US');
    const rendered = renderSqlTemplate("{{ url_param('c') }}", options({ urlParams: { c: 'FR' } }));
    expect(rendered).toMatchObject({ sql: "'FR'", cacheKeys: ['FR'] });
  });

  const filters = [
    { col: 'action_type', op: 'IN', val: ['sell', 'buy'] },
    { col: 'full_name', op: 'LIKE', val: "O'Br%" },
    { col: 'empty', op: 'IN', val: [] },
    { col: 'dttm', op: 'TEMPORAL_RANGE', val: 'Last week' },
  ];
  const query = {
    filters,
    timeRange: null,
    fromDttm: null,
    toDttm: null,
    columnTypes: new Map([['dttm', 'TIMESTAMP WITHOUT TIME ZONE']]),
    variables: {},
  };

  it('filter_values with where_in, with a default, and with remove_filter', () => {
    const text = "WHERE action in {{ filter_values('action_type')|where_in }}";
    expect(render(text, { query })).toBe("WHERE action in ('sell', 'buy')");
    expect(
      render("{{ filter_values('empty', 'x') }} {{ filter_values('nothing') }}", { query }),
    ).toBe("['x'] []");
    const removed = renderSqlTemplate(
      "{{ filter_values('action_type', remove_filter=True)|where_in }}",
      options({ query }),
    );
    expect(removed).toMatchObject({
      removedFilters: ['action_type'],
      appliedFilters: ['action_type'],
    });
    expect(render("{{ filter_values('nothing')|where_in }}")).toBe('()');
  });

  it('the joined filter_values idiom is quoted value by value', () => {
    const text = `WHERE action in ( {{ "'" + "','".join(filter_values('action_type')) + "'" }} )`;
    expect(render(text, { query })).toBe("WHERE action in ( 'sell','buy' )");
  });

  it('get_filters with the documented IN and LIKE branches', () => {
    const text = [
      "{%- for filter in get_filters('full_name', remove_filter=True) -%}",
      "{%- if filter.get('op') == 'LIKE' -%}",
      "AND full_name LIKE '{{ filter.get('val') | replace(\"'\", \"''\") }}'",
      '{%- endif -%}',
      '{%- endfor -%}',
    ].join('\n');
    const rendered = renderSqlTemplate(text, options({ query }));
    expect(rendered.sql).toBe("AND full_name LIKE 'O''Br%'");
    expect(rendered.removedFilters).toEqual(['full_name']);
  });

  it('get_time_filter formats the bounds for the column type and removes the filter', () => {
    const since = new Date(Date.UTC(2024, 7, 27));
    const until = new Date(Date.UTC(2024, 8, 3));
    const resolveTimeRange = (range: string) =>
      range === 'Last week' ? { since, until } : { since: null, until: null };
    const text = [
      '{% set time_filter = get_time_filter("dttm", remove_filter=True) %}',
      "SELECT '{{ time_filter.time_range }}' AS time_range FROM logs",
      'WHERE dttm >= {{ time_filter.from_expr }} AND dttm < {{ time_filter.to_expr }}',
    ].join('\n');
    const rendered = renderSqlTemplate(text, options({ query, resolveTimeRange }));
    expect(rendered.sql).toBe(
      "\nSELECT 'Last week' AS time_range FROM logs\n" +
        "WHERE dttm >= CAST('2024-08-27 00:00:00' AS TIMESTAMP) AND dttm < CAST('2024-09-03 00:00:00' AS TIMESTAMP)",
    );
    expect(rendered.removedFilters).toEqual(['dttm']);
    expect(
      render('{{ get_time_filter("other", default="Last week", strftime="%Y-%m-%d").from_expr }}', {
        query,
        resolveTimeRange,
      }),
    ).toBe('2024-08-27');
    expect(
      render('{{ get_time_filter("other").from_expr is none }}', { query, resolveTimeRange }),
    ).toBe('True');
  });

  it('from_dttm and to_dttm print as Python datetimes, and are None without a range', () => {
    const fromDttm = new Date(Date.UTC(2024, 0, 1));
    const text = "WHERE d > '{{ from_dttm }}'{% if to_dttm is not none %} AND d < x{% endif %}";
    expect(render(text, { query: { ...query, fromDttm } })).toBe("WHERE d > '2024-01-01 00:00:00'");
    expect(render("{{ from_dttm.strftime('%Y') }}", { query: { ...query, fromDttm } })).toBe(
      '2024',
    );
    expect(render('{{ from_dttm }}')).toBe('None');
  });

  it("SQL Lab's _filters parameter feeds filter_values", () => {
    const templateParams = { _filters: [{ col: 'action_type', op: 'IN', val: ['sell', 'buy'] }] };
    expect(render("{{ filter_values('action_type')|where_in }}", { templateParams })).toBe(
      "('sell', 'buy')",
    );
  });

  it('dataset and metric read what the caller loaded', () => {
    const datasets = {
      datasetSql: (id: number, withMetrics: boolean, columns: string[] | null) =>
        `(\nSELECT ${columns?.join(', ') ?? '*'}${withMetrics ? ', SUM(x) AS total' : ''} FROM t${id}\n) AS dataset_${id}`,
      metricSql: (key: string, id: number | null) => `SUM(${key}_${id ?? 'here'})`,
    };
    expect(
      render('SELECT * FROM {{ dataset(42, include_metrics=True, columns=["ds"]) }}', { datasets }),
    ).toBe('SELECT * FROM (\nSELECT ds, SUM(x) AS total FROM t42\n) AS dataset_42');
    expect(render("{{ metric('sales') }} / {{ metric('cost', 3) }}", { datasets })).toBe(
      'SUM(sales_here) / SUM(cost_3)',
    );
    expect(
      referencedDatasets("{{ dataset(42) }} {{ metric('m', dataset_id=7) }} {{ metric('n') }}"),
    ).toEqual([42, 7]);
  });
});

describe.each<DialectName>(['duckdb', 'sqlite', 'postgresql', 'mysql'])(
  'where_in on %s',
  (name) => {
    it('writes numbers bare and strings as escaped literals', () => {
      const sql = render(`{{ [1, 2.5, "it's", None] | where_in }}`, { dialect: getDialect(name) });
      expect(sql).toBe("(1, 2.5, 'it''s', NULL)");
    });
  },
);
