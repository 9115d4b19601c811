import { describe, expect, it } from 'vitest';
import { TEMPLATE_HELPERS } from './templateHelpers';
import { escapeExpression, renderTemplate, SafeString, TemplateError } from './templateRenderer';

const DATA = {
  title: 'Sales <Q1>',
  data: [
    { name: 'Ann', sales: 1234.5, ds: Date.UTC(2024, 2, 5), tags: ['a', 'b'] },
    { name: 'Bob', sales: 0, ds: Date.UTC(2024, 3, 1), tags: [] },
  ],
};

const render = (template: string, context: unknown = DATA) =>
  renderTemplate(template, context, TEMPLATE_HELPERS);

describe('renderTemplate', () => {
  it('escapes {{ }} output and keeps {{{ }}} raw', () => {
    expect(render('<h1>{{title}}</h1>')).toBe('<h1>Sales &lt;Q1&gt;</h1>');
    expect(render('{{{title}}}')).toBe('Sales <Q1>');
    expect(escapeExpression(`"'=\``)).toBe('&quot;&#x27;&#x3D;&#x60;');
    expect(escapeExpression(new SafeString('<b>'))).toBe('<b>');
  });

  it('iterates lists with @index, @first, @last and block params', () => {
    expect(
      render('{{#each data}}{{@index}}:{{name}}{{#if @last}}.{{else}}, {{/if}}{{/each}}'),
    ).toBe('0:Ann, 1:Bob.');
    expect(render('{{#each data as |row i|}}[{{i}} {{row.name}}]{{/each}}')).toBe('[0 Ann][1 Bob]');
    expect(render('{{#each data}}{{#each tags}}{{this}}{{/each}}{{else}}none{{/each}}')).toBe('ab');
    expect(render('{{#each missing}}x{{else}}none{{/each}}')).toBe('none');
    expect(render('{{#each data.[0]}}{{@key}}={{this}};{{/each}}', DATA)).toContain('name=Ann;');
  });

  it('reads parent contexts, @root and this', () => {
    expect(render('{{#each data}}{{name}} of {{../title}};{{/each}}')).toBe(
      'Ann of Sales &lt;Q1&gt;;Bob of Sales &lt;Q1&gt;;',
    );
    expect(render('{{#with data.[1]}}{{name}}/{{@root.title}}{{/with}}')).toBe(
      'Bob/Sales &lt;Q1&gt;',
    );
    expect(render('{{#each data}}{{this.name}}{{/each}}')).toBe('AnnBob');
  });

  it('handles if / else if / unless, sections and inverse sections', () => {
    const template =
      '{{#each data}}{{#if (gt sales 1000)}}big{{else if sales}}some{{else}}none{{/if}};{{/each}}';
    expect(render(template)).toBe('big;none;');
    expect(render('{{#unless data.[1].sales}}zero{{/unless}}')).toBe('zero');
    expect(render('{{#if data.[1].sales includeZero=true}}has{{/if}}')).toBe('has');
    expect(render('{{^missing}}absent{{/missing}}')).toBe('absent');
    expect(render('{{#data}}<{{name}}>{{/data}}')).toBe('<Ann><Bob>');
    expect(render('{{lookup data.[0] "name"}}')).toBe('Ann');
  });

  it('never reads inherited properties', () => {
    expect(render('{{constructor}}{{data.constructor.name}}{{title.length}}')).toBe('');
    expect(render('{{data.length}}')).toBe('2');
  });

  it('reports unknown helpers, partials and syntax errors', () => {
    expect(() => render('{{nope 1}}')).toThrow(TemplateError);
    expect(() => render('{{nope 1}}')).toThrow('Missing helper: "nope"');
    expect(() => render('{{> header}}')).toThrow('Partials are not supported');
    expect(() => render('{{#each data}}')).toThrow(TemplateError);
  });
});

describe('template helpers', () => {
  it('formats dates (UTC) and numbers', () => {
    expect(render('{{dateFormat data.[0].ds format="MMMM YYYY"}}')).toBe('March 2024');
    expect(render('{{dateFormat data.[0].ds}}')).toBe('2024-03-05');
    expect(render('{{formatNumber data.[0].sales}}')).toBe('1.23k');
    expect(render('{{formatNumber data.[0].sales format="$,.2f"}}')).toBe('$1,234.50');
    expect(render('{{formatNumber data.[0].sales locale="en-US"}}')).toBe('1,234.5');
    expect(render('{{formatNumber "abc"}}')).toBe('abc');
  });

  it('stringifies rows and requires an argument', () => {
    expect(render('{{{stringify data.[1]}}}')).toBe(JSON.stringify(DATA.data[1]));
    expect(render('{{stringify data.[0].name}}')).toBe('Ann');
    expect(() => render('{{stringify}}')).toThrow('Please call with an object');
  });

  it('parses JSON and groups rows', () => {
    expect(render('{{#with (parseJson \'{"a": 7}\')}}{{a}}{{/with}}')).toBe('7');
    const rows = {
      data: [
        { r: 'x', v: 1 },
        { r: 'y', v: 2 },
        { r: 'x', v: 3 },
      ],
    };
    expect(
      render('{{#group data by="r"}}{{value}}:{{#each items}}{{v}}{{/each}} {{/group}}', rows),
    ).toBe('x:13 y:2 ');
  });

  it('compares, combines and computes', () => {
    expect(render('{{#if (and (eq data.[0].name "Ann") (not data.[1].sales))}}yes{{/if}}')).toBe(
      'yes',
    );
    expect(render('{{#if (or (lt 2 1) (gte 3 3))}}yes{{/if}}')).toBe('yes');
    expect(
      render('{{uppercase data.[0].name}} {{join data.[0].tags "|"}} {{sum 2 3}} {{division 9 3}}'),
    ).toBe('ANN a|b 5 3');
    expect(render('{{capitalizeEach "hello big world"}} {{excerpt "abcdef" 3}}')).toBe(
      'Hello Big World abc...',
    );
    expect(render('{{#if (includes data.[0].tags "b")}}has b{{/if}}')).toBe('has b');
  });
});
