import { describe, expect, it } from 'vitest';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { buildQuery } from './buildQuery';
import { DEFAULT_TEMPLATE } from './handlebarsFormData';
import { sanitizeDeclarations, scopeCss } from './scopedCss';
import { TEMPLATE_HELPERS } from './templateHelpers';
import { renderTemplate } from './templateRenderer';
import { transformProps } from './transformProps';
import { chartPropsOf } from '../shared/testing/chartPropsFixture';

const SCOPE = '[data-pn-handlebars="x"]';

const FORM_DATA: QueryFormData = {
  datasource: '6__table',
  viz_type: 'handlebars',
  query_mode: 'aggregate',
  groupby: ['region'],
  metrics: ['sales'],
  row_limit: 100,
  order_desc: true,
};

describe('handlebars buildQuery', () => {
  it('aggregates like a table, ordered by the first metric', () => {
    const query = buildQuery(FORM_DATA).queries[0]!;
    expect(query.columns).toEqual(['region']);
    expect(query.metrics).toEqual(['sales']);
    expect(query.orderby).toEqual([['sales', false]]);
    expect(query.post_processing).toEqual([]);
  });

  it('adds percent metrics as contributions and honours the sort metric', () => {
    const query = buildQuery({
      ...FORM_DATA,
      percent_metrics: ['sales', 'cost'],
      timeseries_limit_metric: 'cost',
      order_desc: false,
      include_time: true,
    }).queries[0]!;
    expect(query.metrics).toEqual(['sales', 'cost']);
    expect(query.orderby).toEqual([['cost', true]]);
    expect(query.post_processing).toEqual([
      {
        operation: 'contribution',
        options: { columns: ['sales', 'cost'], rename_columns: ['%sales', '%cost'] },
      },
    ]);
    expect(query.is_timeseries).toBe(true);
  });

  it('lists raw columns in the chosen order', () => {
    const query = buildQuery({
      ...FORM_DATA,
      query_mode: 'raw',
      all_columns: ['name', 'city'],
      order_by_cols: ['["name", true]'],
    }).queries[0]!;
    expect(query.columns).toEqual(['name', 'city']);
    expect(query.metrics).toBeUndefined();
    expect(query.orderby).toEqual([['name', true]]);
  });
});

describe('handlebars transformProps', () => {
  it('passes the rows as data, with the default template and style', () => {
    const props = transformProps(
      chartPropsOf(FORM_DATA, [{ data: [{ region: 'West', sales: 3 }], rowcount: 1 }], {
        width: 300,
        height: 200,
      }),
    );
    expect(props.context).toEqual({ data: [{ region: 'West', sales: 3 }] });
    expect(props.template).toBe(DEFAULT_TEMPLATE);
    const html = renderTemplate(props.template, props.context, TEMPLATE_HELPERS);
    expect(html.replace(/\s+/g, '')).toBe(
      '<ulclass="data-list"><li>{&quot;region&quot;:&quot;West&quot;,&quot;sales&quot;:3}</li></ul>',
    );
    const legacy = transformProps(
      chartPropsOf(
        { ...FORM_DATA, handlebars_template: '{{data.length}}', styleTemplate: 'p{}' },
        [{ data: [], rowcount: 0 }],
        { width: 300, height: 200 },
      ),
    );
    expect(legacy.template).toBe('{{data.length}}');
    expect(legacy.style).toBe('p{}');
  });
});

describe('scopeCss', () => {
  it('scopes every selector under the chart root', () => {
    expect(scopeCss('.a, ul > li { color: red }', SCOPE)).toBe(
      `${SCOPE} .a, ${SCOPE} ul > li { color: red; }`,
    );
    expect(scopeCss('body { margin: 0 } :root{--x: 1}', SCOPE)).toBe(
      `${SCOPE} { margin: 0; }\n${SCOPE} { --x: 1; }`,
    );
    expect(scopeCss('@media (max-width: 600px) { h1 { font-size: 12px; } }', SCOPE)).toBe(
      `@media (max-width: 600px) {\n${SCOPE} h1 { font-size: 12px; }\n}`,
    );
  });

  it('drops whatever could load content or escape', () => {
    const css = [
      '@import url(https://evil.example/x.css);',
      '@font-face { font-family: x; src: url(https://evil.example/f.woff) }',
      '@keyframes spin { from { top: 0 } }',
      '.a { background: url(https://evil.example/leak); color: blue }',
      '.b { background-image: image-set("https://evil.example/i.png" 1x) }',
      '.c { width: expression(alert(1)) }',
      '.d { background: u\\72l(https://evil.example) }',
      '/* .e { color: red } */',
      '.f { color: "</style><script>" }',
    ].join('\n');
    expect(scopeCss(css, SCOPE)).toBe(`${SCOPE} .a { color: blue; }`);
  });

  it('keeps braces inside strings from ending a rule', () => {
    // The quoted brace does not close `.a` early (which would mangle `.b`); the value itself
    // holds a brace, so that one declaration is dropped.
    expect(scopeCss('.a::after { content: "}" } .b { color: red }', SCOPE)).toBe(
      `${SCOPE} .b { color: red; }`,
    );
  });

  it('cleans inline style declarations', () => {
    expect(sanitizeDeclarations('color: red; background: url(x); font-weight:bold')).toBe(
      'color: red; font-weight: bold',
    );
    expect(sanitizeDeclarations('behavior: url(x.htc)')).toBe('');
  });
});
