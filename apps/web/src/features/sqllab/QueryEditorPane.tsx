/**
 * One query tab: the table browser on the left (collapsible), the toolbar and SQL editor, and
 * below them the results, the query history and the last table preview.
 */
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import type { EditorView } from '@codemirror/view';
import { Button, Tabs, Tooltip } from 'antd';
import { useRef, useState } from 'react';
import { useCopyToClipboard } from '../../components/useCopyToClipboard';
import { t } from '../../i18n/t';
import { EditorToolbar } from './EditorToolbar';
import { QueryHistoryPane } from './QueryHistoryPane';
import { isActive } from './queryPolling';
import { ResultActions } from './ResultActions';
import { ResultsView } from './ResultsView';
import { sqlToRun } from './runSelection';
import { SaveQueryModal } from './SaveQueryModal';
import { SchemaBrowser } from './SchemaBrowser';
import { SqlEditor } from './SqlEditor';
import { savedQueryLinked } from './sqllabSlice';
import type { EditorTab, QueryRecord, SqlLabDatabase } from './sqllabTypes';
import { savedQueryLink } from './sqlLabUrl';
import { useCompletionMetadata } from './useCompletionMetadata';
import type { QueryRunner } from './useQueryRunner';
import type { SqlLabSession } from './useSqlLabSession';

export interface QueryEditorPaneProps {
  tab: EditorTab;
  databases: readonly SqlLabDatabase[];
  queries: Readonly<Record<string, QueryRecord>>;
  maxRow: number | null;
  session: SqlLabSession;
  runner: QueryRunner;
  leftCollapsed: boolean;
  onToggleLeft: () => void;
  /** Open on the history of all the user's queries rather than the results. */
  showHistory?: boolean;
}

type SouthTab = 'results' | 'history' | 'preview';

export function QueryEditorPane(props: QueryEditorPaneProps) {
  const { tab, databases, queries, session, runner } = props;
  const viewRef = useRef<EditorView | null>(null);
  const [hasSelection, setHasSelection] = useState(false);
  const [south, setSouth] = useState<SouthTab>(props.showHistory ? 'history' : 'results');
  const [saving, setSaving] = useState(false);
  const copy = useCopyToClipboard();
  const database = databases.find((db) => db.id === tab.dbId) ?? null;
  const completion = useCompletionMetadata(tab.dbId, tab.schema, tab.sql);
  const latest = tab.latestQueryId ? queries[tab.latestQueryId] : undefined;
  const preview = tab.previewQueryId ? queries[tab.previewQueryId] : undefined;
  const running = latest !== undefined && isActive(latest.state);

  const run = () => {
    if (running) return;
    const view = viewRef.current;
    const toRun = view
      ? sqlToRun(view.state.doc.toString(), view.state.selection.main)
      : sqlToRun(tab.sql);
    if (toRun === null) return;
    // What ran is in the tab when the page is reloaded right after, as in Superset.
    session.saveSqlNow(tab.id);
    setSouth('results');
    runner.run(tab, toRun.sql);
  };

  const insert = (text: string) => {
    const view = viewRef.current;
    if (!view) {
      session.editTab(tab.id, { sql: `${tab.sql}${text}` });
      return;
    }
    const { from, to } = view.state.selection.main;
    view.dispatch({
      changes: { from, to, insert: text },
      selection: { anchor: from + text.length },
    });
    view.focus();
  };

  const southItems = [
    {
      key: 'results',
      label: t('Results'),
      children: (
        <ResultsView
          query={latest}
          emptyText={t('Run a query to display results')}
          actions={(query) => <ResultActions query={query} templateParams={tab.templateParams} />}
        />
      ),
    },
    {
      key: 'history',
      label: t('Query history'),
      children: (
        <QueryHistoryPane
          tabId={tab.id}
          initialScope={props.showHistory ? 'all' : 'tab'}
          queries={queries}
          databases={databases}
          onOpen={(seed) => void session.addTab(seed)}
        />
      ),
    },
    ...(preview
      ? [
          {
            key: 'preview',
            label: t('Preview: %s', preview.previewOf ?? ''),
            children: <ResultsView query={preview} emptyText="" />,
          },
        ]
      : []),
  ];

  return (
    <div className={`pn-sqllab-body${props.leftCollapsed ? ' pn-sqllab-left-collapsed' : ''}`}>
      {!props.leftCollapsed && (
        <aside className="pn-sqllab-left">
          <SchemaBrowser
            dbId={tab.dbId}
            schema={tab.schema}
            onInsert={insert}
            onPreview={(table, selectStar) => {
              setSouth('preview');
              runner.preview(tab, table, selectStar);
            }}
          />
        </aside>
      )}
      <section className="pn-sqllab-main">
        <div className="pn-sqllab-main-top">
          <Tooltip title={props.leftCollapsed ? t('Show table browser') : t('Hide table browser')}>
            <Button
              type="text"
              size="small"
              icon={props.leftCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
              onClick={props.onToggleLeft}
              aria-label={props.leftCollapsed ? t('Show table browser') : t('Hide table browser')}
              data-testid="toggle-table-browser"
            />
          </Tooltip>
          <EditorToolbar
            tab={tab}
            databases={databases}
            maxRow={props.maxRow}
            running={running}
            hasSelection={hasSelection}
            onRun={run}
            onStop={() => latest && runner.stop(latest.id)}
            onEdit={(patch) => session.editTab(tab.id, patch)}
            onSave={() => setSaving(true)}
            onCopyLink={() => {
              if (tab.savedQueryId !== null)
                void copy(
                  savedQueryLink(window.location.origin, tab.savedQueryId),
                  t('Link Copied!'),
                );
            }}
          />
        </div>
        <SqlEditor
          value={tab.sql}
          onChange={(sql) => session.editTab(tab.id, { sql })}
          onRun={run}
          onSelectionChange={setHasSelection}
          onViewReady={(view) => {
            viewRef.current = view;
          }}
          backend={database?.backend ?? null}
          namespace={completion.namespace}
          defaultSchema={tab.schema}
          columnOptions={completion.columnOptions}
        />
        <Tabs
          size="small"
          className="pn-sqllab-south"
          activeKey={south === 'preview' && !preview ? 'results' : south}
          onChange={(key) => setSouth(key as SouthTab)}
          items={southItems}
          data-testid="sqllab-south"
        />
      </section>
      {saving && (
        <SaveQueryModal
          tab={tab}
          onClose={() => setSaving(false)}
          onSaved={(savedQueryId, label) => {
            session.dispatch(savedQueryLinked({ id: tab.id, savedQueryId }));
            if (label !== tab.label) session.editTab(tab.id, { label });
          }}
        />
      )}
    </div>
  );
}
