/**
 * The query tabs across the top: click to switch, '+' to add, 'x' to close, double-click a
 * label to rename it (Enter or leaving the field keeps it, Escape cancels).
 */
import { Input, Tabs } from 'antd';
import { useState } from 'react';
import { t } from '../../i18n/t';
import type { EditorTab } from './sqllabTypes';
import { renamedLabel } from './tabState';

export interface SqlLabTabsProps {
  tabs: readonly EditorTab[];
  activeId: number | null;
  onActivate: (id: number) => void;
  onAdd: () => void;
  onClose: (id: number) => void;
  onRename: (id: number, label: string) => void;
}

function TabLabel({ tab, onRename }: { tab: EditorTab; onRename: (label: string) => void }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (editing !== null) {
    const commit = () => {
      const label = renamedLabel(tab.label, editing);
      setEditing(null);
      if (label !== tab.label) onRename(label);
    };
    return (
      <Input
        size="small"
        autoFocus
        value={editing}
        maxLength={256}
        className="pn-sqllab-tab-rename"
        aria-label={t('Tab name')}
        onChange={(event) => setEditing(event.target.value)}
        onPressEnter={commit}
        onBlur={commit}
        onKeyDown={(event) => {
          // Keep antd's tab keyboard handling from eating the keys typed into the name.
          event.stopPropagation();
          if (event.key === 'Escape') setEditing(null);
        }}
        onClick={(event) => event.stopPropagation()}
        data-testid="sqllab-tab-rename"
      />
    );
  }
  return (
    <span
      className="pn-sqllab-tab-label"
      title={t('Double-click to rename')}
      onDoubleClick={() => setEditing(tab.label)}
      data-testid="sqllab-tab-label"
    >
      {tab.label || t('Untitled Query')}
    </span>
  );
}

export function SqlLabTabs({
  tabs,
  activeId,
  onActivate,
  onAdd,
  onClose,
  onRename,
}: SqlLabTabsProps) {
  return (
    <Tabs
      type="editable-card"
      size="small"
      className="pn-sqllab-tabs"
      activeKey={activeId === null ? undefined : String(activeId)}
      onChange={(key) => onActivate(Number(key))}
      onEdit={(target, action) => {
        if (action === 'add') onAdd();
        else if (typeof target === 'string') onClose(Number(target));
      }}
      addIcon={
        <span data-testid="sqllab-add-tab" aria-label={t('Add tab')}>
          +
        </span>
      }
      items={tabs.map((tab) => ({
        key: String(tab.id),
        label: <TabLabel tab={tab} onRename={(label) => onRename(tab.id, label)} />,
        closable: true,
      }))}
      data-testid="sqllab-tabs"
    />
  );
}
