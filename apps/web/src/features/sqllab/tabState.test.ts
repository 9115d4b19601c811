import { describe, expect, it } from 'vitest';
import {
  DEFAULT_QUERY_LIMIT,
  neighbourAfterClose,
  nextUntitledLabel,
  queryEditorDocument,
  renamedLabel,
  tabFromServer,
  tabStubsFromServer,
  tabUpdateBody,
} from './tabState';
import { queryDict, tabState } from './testAnswers';

describe('tab state mapping', () => {
  it("reads Superset's tab dictionary (database_id, query_limit, template_params)", () => {
    const tab = tabFromServer(
      tabState({
        template_params: '{"year": 2020}',
        saved_query: { id: 12 },
        latest_query: queryDict({ id: 'abcDEF12345' }),
      }),
    );
    expect(tab).toEqual({
      id: 7,
      label: 'Sales',
      dbId: 2,
      schema: 'main',
      sql: 'SELECT 1',
      queryLimit: 100,
      templateParams: '{"year": 2020}',
      savedQueryId: 12,
      latestQueryId: 'abcDEF12345',
      previewQueryId: null,
      loaded: true,
    });
  });

  it('fills defaults for what a tab does not hold', () => {
    const tab = tabFromServer(
      tabState({ schema: '', sql: null, query_limit: null, template_params: '{}' }),
    );
    expect(tab).toMatchObject({
      schema: null,
      sql: '',
      queryLimit: DEFAULT_QUERY_LIMIT,
      templateParams: '',
      savedQueryId: null,
      latestQueryId: null,
    });
  });

  it('turns tab_state_ids into unloaded tabs', () => {
    const stubs = tabStubsFromServer([
      [1, 'One'],
      [2, 'Two'],
    ]);
    expect(stubs.map((tab) => [tab.id, tab.label, tab.loaded])).toEqual([
      [1, 'One', false],
      [2, 'Two', false],
    ]);
  });

  it('builds the queryEditor document of a new tab', () => {
    expect(
      queryEditorDocument(
        { label: 'Untitled Query 2', sql: 'SELECT 2', dbId: 1, schema: 'main' },
        1000,
      ),
    ).toEqual({
      name: 'Untitled Query 2',
      title: 'Untitled Query 2',
      dbId: 1,
      schema: 'main',
      autorun: false,
      sql: 'SELECT 2',
      queryLimit: 1000,
      templateParams: '',
    });
  });

  it('sends only the edited fields, by their PUT names', () => {
    expect(tabUpdateBody({ sql: 'SELECT 3' })).toEqual({ sql: 'SELECT 3' });
    expect(tabUpdateBody({ dbId: 5, schema: null, queryLimit: 10 })).toEqual({
      dbId: 5,
      schema: null,
      queryLimit: 10,
    });
    expect(tabUpdateBody({ label: 'New', templateParams: '{}' })).toEqual({
      label: 'New',
      templateParams: '{}',
    });
  });

  it("numbers new tabs after the highest 'Untitled Query N'", () => {
    expect(nextUntitledLabel([])).toBe('Untitled Query 1');
    expect(nextUntitledLabel(['Untitled Query 1', 'Sales', 'Untitled Query 4'])).toBe(
      'Untitled Query 5',
    );
    expect(nextUntitledLabel(['Untitled Query 1x', 'My Untitled Query 9'])).toBe(
      'Untitled Query 1',
    );
  });

  it('keeps the old label for a blank rename', () => {
    expect(renamedLabel('Old', '  ')).toBe('Old');
    expect(renamedLabel('Old', '  New ')).toBe('New');
  });

  it('activates the right neighbour of a closed tab, else the left one', () => {
    const tabs = tabStubsFromServer([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
    expect(neighbourAfterClose(tabs, 2)).toBe(3);
    expect(neighbourAfterClose(tabs, 3)).toBe(2);
    expect(neighbourAfterClose(tabs.slice(0, 1), 1)).toBeNull();
  });
});
