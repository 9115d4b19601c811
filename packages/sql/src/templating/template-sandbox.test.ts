/**
 * The sandbox: the known Jinja and nunjucks escape payloads each end in an error naming what was
 * refused, with nothing evaluated; runaway templates stop at the limits; and values from a URL
 * or a filter can only ever be SQL values, whatever they hold and wherever they are written.
 */
import { describe, expect, it } from 'vitest';
import { significant, tokenize } from '../guard/sql-lexer';
import { getDialect, type DialectName } from '../dialects/dialect';
import { renderSqlTemplate, type SqlTemplateOptions } from './render-sql-template';
import { TemplateError } from './template-error';

function options(overrides: Partial<SqlTemplateOptions> = {}): SqlTemplateOptions {
  return {
    dialect: getDialect('postgresql'),
    user: { id: 1, username: 'alice', email: null, roles: [] },
    urlParams: {},
    query: null,
    datasets: null,
    resolveTimeRange: () => ({ since: null, until: null }),
    allowUnescapedUrlParams: false,
    ...overrides,
  };
}

function refusal(text: string, overrides: Partial<SqlTemplateOptions> = {}): string {
  try {
    renderSqlTemplate(text, options(overrides));
  } catch (err) {
    expect(err).toBeInstanceOf(TemplateError);
    return (err as Error).message;
  }
  throw new Error(`rendered: ${text}`);
}

describe('template sandbox: escape payloads', () => {
  const payloads: [string, string][] = [
    [
      "{{ ''.__class__.__mro__[1].__subclasses__() }}",
      'The attribute __class__ is not available on a str at line 1',
    ],
    [
      "{{ ''.constructor.constructor('return process')() }}",
      'The attribute constructor is not available on a str at line 1',
    ],
    [
      "{{ constructor.constructor('return process')() }}",
      'Unknown template variable constructor at line 1',
    ],
    [
      '{{ range.constructor("return global.process.mainModule")() }}',
      'The attribute constructor is not available on a function at line 1',
    ],
    ['{{ range.__call__ }}', 'The attribute __call__ is not available on a function at line 1'],
    [
      '{{ cycler.__init__.__globals__.os.popen("id").read() }}',
      'Unknown template variable cycler at line 1',
    ],
    ['{{ joiner.__init__.__globals__ }}', 'Unknown template variable joiner at line 1'],
    ['{{ lipsum.__globals__ }}', 'Unknown template variable lipsum at line 1'],
    ['{{ self }}', 'Unknown template variable self at line 1'],
    ['{{ self._TemplateReference__context }}', 'Unknown template variable self at line 1'],
    ['{{ config.items() }}', 'Unknown template variable config at line 1'],
    ['{{ request.environ }}', 'Unknown template variable request at line 1'],
    [
      '{{ current_username.__globals__ }}',
      'The attribute __globals__ is not available on a function at line 1',
    ],
    [
      '{{ url_param.constructor }}',
      'The attribute constructor is not available on a function at line 1',
    ],
    ['{{ [].constructor }}', 'The attribute constructor is not available on a list at line 1'],
    ['{{ (1).constructor }}', 'The attribute constructor is not available on a int at line 1'],
    ["{{ {}['__proto__'] }}", 'Unknown template variable __proto__ at line 1'],
    ['{% set x = {} %}{{ x.__proto__.polluted }}', 'Unknown template variable __proto__ at line 1'],
    ['{{ x.prototype }}', 'Unknown template variable x at line 1'],
    ["{{ ''['constructor'] }}", 'The attribute constructor is not available on a str at line 1'],
    ['{{ global }}', 'Unknown template variable global at line 1'],
    ['{{ process.env }}', 'Unknown template variable process at line 1'],
    ["{{ require('child_process') }}", 'Unknown macro require at line 1'],
    ["{% include '/etc/passwd' %}", 'The template tag include is not allowed at line 1'],
    ["{% import 'x' as y %}", 'The template tag import is not allowed at line 1'],
    ["{% extends 'base' %}", 'The template tag extends is not allowed at line 1'],
    ['{% macro m() %}x{% endmacro %}', 'The template tag macro is not allowed at line 1'],
    ["{% from 'x' import y %}", 'The template tag from ... import is not allowed at line 1'],
    ['{{ url_param }}', 'url_param is a macro: call it as url_param(...) at line 1'],
  ];

  it.each(payloads)('%s is refused', (payload, message) => {
    expect(refusal(payload)).toBe(message);
  });

  it('a {% set %} cannot change what other names or later renders see', () => {
    renderSqlTemplate(
      "{% set x = {'__proto__': {'polluted': 1} } %}{{ x.__proto__.polluted }}",
      options(),
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
  });
});

describe('template sandbox: limits', () => {
  it('stops an endless-looking loop at the step limit', () => {
    expect(
      refusal('{% for a in range(10000) %}{% for b in range(10000) %}{% endfor %}{% endfor %}'),
    ).toMatch(/^The template takes more than 1,000,000 steps at line 1$/);
  });

  it('stops output past its size', () => {
    expect(refusal("{{ 'x' * 2000000 }}")).toBe(
      'The rendered template is longer than 1,000,000 characters at line 1',
    );
    expect(refusal("{% for a in range(10000) %}{{ 'y' * 200 }}{% endfor %}")).toBe(
      'The rendered template is longer than 1,000,000 characters at line 1',
    );
  });

  it('stops at the time limit', () => {
    let clock = 0;
    const now = () => (clock += 250);
    expect(refusal('{% for a in range(10000) %}{{ a }}{% endfor %}', { now })).toBe(
      'The template takes longer than 2 seconds at line 1',
    );
  });

  it('refuses huge ranges', () => {
    expect(refusal('{{ range(100000000) }}')).toBe('range() is limited to 10,000 items at line 1');
  });
});

describe.each<DialectName>(['duckdb', 'sqlite', 'postgresql', 'mysql'])(
  'template sandbox: URL values stay values on %s',
  (name) => {
    const dialect = getDialect(name);
    const attacks = [
      "x' OR '1'='1",
      "x'; DROP TABLE users; --",
      "x\\' OR 1=1 -- ",
      'x" OR "1"="1',
      "'||(SELECT password FROM users)||'",
      '1 UNION SELECT * FROM secrets',
    ];

    /** The statement's shape: every token but the text inside string literals. */
    const shape = (sql: string): string[] | 'refused' => {
      try {
        return significant(tokenize(sql, dialect.lexer)).map((t) =>
          t.kind === 'string' ? '<string>' : t.text.toLowerCase(),
        );
      } catch {
        // The lexer refuses what engines could read two ways: never run, so also safe.
        return 'refused';
      }
    };

    it.each(attacks)('%s inside quotes and outside', (value) => {
      for (const text of [
        "SELECT * FROM t WHERE c = '{{ url_param('v') }}'",
        "SELECT * FROM t WHERE c = {{ url_param('v') }}",
        `SELECT * FROM t WHERE c IN ({{ "'" + "','".join([url_param('v'), 'b']) + "'" }})`,
        "SELECT * FROM t WHERE c LIKE '{{ url_param('v') | replace(\"'\", \"''\") }}'",
        "SELECT * FROM t WHERE c IN {{ [url_param('v')] | where_in }}",
      ]) {
        const attacked = renderSqlTemplate(text, options({ dialect, urlParams: { v: value } })).sql;
        const benign = renderSqlTemplate(text, options({ dialect, urlParams: { v: 'b' } })).sql;
        const attackedShape = shape(attacked);
        if (attackedShape !== 'refused') expect(attackedShape).toEqual(shape(benign));
      }
    });
  },
);

it('a value cannot be written inside a comment or a quoted name', () => {
  expect(refusal("SELECT 1 -- {{ url_param('v') }}", { urlParams: { v: 'a\nDROP' } })).toBe(
    "A value from a URL, a filter or the user's profile cannot be written inside a comment at line 1",
  );
  expect(refusal('SELECT "{{ url_param(\'v\') }}"', { urlParams: { v: 'a' } })).toBe(
    "A value from a URL, a filter or the user's profile cannot be written inside a quoted name at line 1",
  );
});

it('escape_result=False is refused unless the server allows it', () => {
  expect(refusal("{{ url_param('v', escape_result=False) }}", { urlParams: { v: 'a' } })).toBe(
    'url_param(escape_result=False) is not allowed on this server: values from the URL are always escaped at line 1',
  );
  const { sql } = renderSqlTemplate(
    "{{ url_param('v', escape_result=False) }}",
    options({ urlParams: { v: 'col_a' }, allowUnescapedUrlParams: true }),
  );
  expect(sql).toBe('col_a');
});
