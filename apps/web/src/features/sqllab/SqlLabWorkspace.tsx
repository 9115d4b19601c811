/** The loaded SQL Lab: tabs on top, the active tab's editor below. */
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageLoading } from '../../shell/PageLoading';
import { useAppSelector } from '../../store/hooks';
import { QueryEditorPane } from './QueryEditorPane';
import { activeTab } from './sqllabSlice';
import { SqlLabTabs } from './SqlLabTabs';
import { opensHistory } from './sqlLabUrl';
import type { SqlLabDatabase } from './sqllabTypes';
import { useOpeningTab } from './useOpeningTab';
import { useQueryRunner } from './useQueryRunner';
import { useSqlLabCalls } from './useSqlLabCalls';
import { useSqlLabSession } from './useSqlLabSession';

function serverMaxRow(conf: Record<string, unknown>): number | null {
  const value = conf.SQL_MAX_ROW;
  return typeof value === 'number' && value > 0 ? value : null;
}

export function SqlLabWorkspace({ databases }: { databases: SqlLabDatabase[] }) {
  const maxRow = useAppSelector((state) => serverMaxRow(state.common.conf));
  const calls = useSqlLabCalls();
  const session = useSqlLabSession(databases, maxRow, calls);
  const runner = useQueryRunner(session.state, databases, calls);
  useOpeningTab(session.state.tabs.length, session.addTab, calls);
  const tab = activeTab(session.state);
  const [leftCollapsed, setLeftCollapsed] = useState(false);
  const location = useLocation();
  const showHistory = opensHistory(location.search, location.pathname);

  return (
    <div className="pn-sqllab" data-testid="sqllab-page">
      <SqlLabTabs
        tabs={session.state.tabs}
        activeId={session.state.activeTabId}
        onActivate={session.activateTab}
        onAdd={() => void session.addTab()}
        onClose={session.closeTab}
        onRename={(id, label) => session.editTab(id, { label })}
      />
      {tab && tab.loaded ? (
        <QueryEditorPane
          key={`${tab.id}:${showHistory}`}
          tab={tab}
          showHistory={showHistory}
          databases={databases}
          queries={session.state.queries}
          maxRow={maxRow}
          session={session}
          runner={runner}
          leftCollapsed={leftCollapsed}
          onToggleLeft={() => setLeftCollapsed((value) => !value)}
        />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
