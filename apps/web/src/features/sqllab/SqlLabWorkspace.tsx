/** The loaded SQL Lab: tabs on top, the active tab's editor below. */
import { Spin } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../store/hooks';
import { QueryEditorPane } from './QueryEditorPane';
import type { SqlLabBootstrap } from './sqllabApi';
import { activeTab } from './sqllabSlice';
import { SqlLabTabs } from './SqlLabTabs';
import type { SqlLabDatabase } from './sqllabTypes';
import { useOpeningTab } from './useOpeningTab';
import { useQueryRunner } from './useQueryRunner';
import { useSqlLabCalls } from './useSqlLabCalls';
import { useSqlLabSession } from './useSqlLabSession';

function serverMaxRow(conf: Record<string, unknown>): number | null {
  const value = conf.SQL_MAX_ROW;
  return typeof value === 'number' && value > 0 ? value : null;
}

export function SqlLabWorkspace({
  initial,
  databases,
}: {
  initial: SqlLabBootstrap;
  databases: SqlLabDatabase[];
}) {
  const maxRow = useAppSelector((state) => serverMaxRow(state.common.conf));
  const calls = useSqlLabCalls();
  const session = useSqlLabSession(initial, databases, maxRow, calls);
  const runner = useQueryRunner(session.state, session.dispatch, databases, calls);
  useOpeningTab(session.state.tabs.length, session.addTab, calls);
  const tab = activeTab(session.state);
  const [leftCollapsed, setLeftCollapsed] = useState(false);

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
          key={tab.id}
          tab={tab}
          databases={databases}
          queries={session.state.queries}
          maxRow={maxRow}
          session={session}
          runner={runner}
          leftCollapsed={leftCollapsed}
          onToggleLeft={() => setLeftCollapsed((value) => !value)}
        />
      ) : (
        <Spin className="pn-page-loading" size="large" />
      )}
    </div>
  );
}
