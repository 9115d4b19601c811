import { CompletionContext } from '@codemirror/autocomplete';
import { MySQL, PostgreSQL, SQLite, StandardSQL } from '@codemirror/lang-sql';
import { EditorState } from '@codemirror/state';
import { describe, expect, it } from 'vitest';
import {
  columnCompletionSource,
  columnCompletions,
  completionNamespace,
  dialectFor,
  knownTableRefs,
  referencedTables,
} from './sqlCompletion';

const columns = {
  'main.birth_names': [
    { name: 'ds', type: 'DATE' },
    { name: 'name', type: 'VARCHAR' },
  ],
  'main.cars': [
    { name: 'name', type: 'VARCHAR' },
    { name: 'mpg', type: 'DOUBLE' },
  ],
};

describe('editor completion', () => {
  it('highlights in the engine dialect', () => {
    expect(dialectFor('postgresql')).toBe(PostgreSQL);
    expect(dialectFor('duckdb')).toBe(PostgreSQL);
    expect(dialectFor('mysql')).toBe(MySQL);
    expect(dialectFor('sqlite')).toBe(SQLite);
    expect(dialectFor(null)).toBe(StandardSQL);
  });

  it('builds the namespace from schemas, the current schema tables and loaded columns', () => {
    const namespace = completionNamespace({
      schemas: ['main', 'other'],
      currentSchema: 'main',
      tables: ['birth_names', 'cars', 'flights'],
      columns: { 'main.birth_names': columns['main.birth_names'] },
    });
    expect(namespace).toEqual({
      main: {
        birth_names: [
          { label: 'ds', type: 'property', detail: 'DATE' },
          { label: 'name', type: 'property', detail: 'VARCHAR' },
        ],
        cars: [],
        flights: [],
      },
      other: {},
    });
  });

  it('finds the tables a statement reads, qualified or not, quoted or not', () => {
    const sql = `
      -- FROM commented_out
      SELECT a.name, 'FROM fake' AS s
      FROM birth_names a
      JOIN "other"."Odd ""Name""" b ON a.x = b.x
      LEFT JOIN main.cars c ON 1 = 1
      WHERE x IN (SELECT 1 FROM birth_names)`;
    expect(referencedTables(sql, 'main')).toEqual([
      { schema: 'main', table: 'birth_names' },
      { schema: 'other', table: 'Odd "Name"' },
      { schema: 'main', table: 'cars' },
    ]);
    expect(referencedTables('SELECT * FROM (SELECT 1) t', null)).toEqual([]);
  });

  it('keeps only the named tables its schema lists, never a name still being typed', () => {
    const listed = new Map([
      ['main', ['flights', 'birth_names', 'Cars']],
      ['other', ['events']],
    ]);
    // Each prefix of "flights" on the way to the full name, as the keystrokes produce them.
    const typed = ['f', 'fl', 'fli', 'flig', 'fligh', 'flight'].map((partial) =>
      knownTableRefs(referencedTables(`SELECT * FROM ${partial}`, 'main'), listed),
    );
    expect(typed.every((refs) => refs.length === 0)).toBe(true);
    const sql = `SELECT * FROM flights JOIN other.events ON 1 = 1 JOIN cars ON 1 = 1
      JOIN other.even ON 1 = 1 JOIN unknown.flights ON 1 = 1 JOIN main.FLIGHTS ON 1 = 1`;
    expect(knownTableRefs(referencedTables(sql, 'main'), listed)).toEqual([
      { schema: 'main', table: 'flights' },
      { schema: 'other', table: 'events' },
      { schema: 'main', table: 'Cars' },
    ]);
    // A schema whose table list is not known (yet) names nothing known.
    expect(knownTableRefs([{ schema: 'other', table: 'events' }], new Map())).toEqual([]);
    expect(knownTableRefs([{ schema: null, table: 'flights' }], listed)).toEqual([]);
  });

  it('offers each column of the named tables once', () => {
    const options = columnCompletions(
      [
        { schema: 'main', table: 'birth_names' },
        { schema: 'main', table: 'cars' },
      ],
      columns,
    );
    expect(options.map((o) => [o.label, o.detail])).toEqual([
      ['ds', 'DATE · birth_names'],
      ['name', 'VARCHAR · birth_names'],
      ['mpg', 'DOUBLE · cars'],
    ]);
  });

  it('completes a typed word with columns, but not after a dot', () => {
    const source = columnCompletionSource([{ label: 'mpg' }, { label: 'name' }]);
    const at = (doc: string, explicit = false) =>
      source(new CompletionContext(EditorState.create({ doc }), doc.length, explicit));
    expect(at('SELECT mp')).toMatchObject({ from: 7 });
    expect(at('SELECT mp')?.options.map((o) => o.label)).toEqual(['mpg', 'name']);
    expect(at('SELECT cars.mp')).toBeNull();
    expect(at('SELECT ')).toBeNull();
    expect(at('SELECT ', true)).toMatchObject({ from: 7 });
    expect(
      columnCompletionSource([])(new CompletionContext(EditorState.create({ doc: 'x' }), 1, true)),
    ).toBeNull();
  });
});
