/**
 * Above the editor: database and schema, Run (or Run selection) and Stop, the row limit, the
 * template parameters, 'Save' and 'Copy link' (to the saved query; saving first enables it).
 */
import { CaretRightOutlined, LinkOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { t } from '../../i18n/t';
import { DatabaseSchemaPickers } from './DatabaseSchemaPickers';
import { formatRowLimit, rowLimitOptions } from './rowLimits';
import type { EditorTab, SqlLabDatabase } from './sqllabTypes';
import type { TabPatch } from './tabState';
import { TemplateParamsButton } from './TemplateParamsButton';

export interface EditorToolbarProps {
  tab: EditorTab;
  databases: readonly SqlLabDatabase[];
  maxRow: number | null;
  running: boolean;
  hasSelection: boolean;
  onRun: () => void;
  onStop: () => void;
  onEdit: (patch: TabPatch) => void;
  onSave: () => void;
  onCopyLink: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function EditorToolbar(props: EditorToolbarProps) {
  const { tab, databases, maxRow, running, hasSelection } = props;
  const runShortcut = isMac ? '⌘ + Enter' : 'Ctrl + Enter';
  const options = rowLimitOptions(maxRow);
  if (!options.includes(tab.queryLimit)) options.push(tab.queryLimit);

  return (
    <div className="pn-sqllab-toolbar">
      <Space size={6} wrap>
        <DatabaseSchemaPickers
          databases={databases}
          dbId={tab.dbId}
          schema={tab.schema}
          onChange={(patch) => props.onEdit(patch)}
        />
        {running ? (
          <Button
            size="small"
            danger
            icon={<StopOutlined />}
            onClick={props.onStop}
            data-testid="stop-query"
          >
            {t('Stop')}
          </Button>
        ) : (
          <Tooltip title={runShortcut}>
            <Button
              size="small"
              type="primary"
              icon={<CaretRightOutlined />}
              disabled={tab.dbId === null || tab.sql.trim() === ''}
              onClick={props.onRun}
              data-testid="run-query"
            >
              {hasSelection ? t('Run selection') : t('Run')}
            </Button>
          </Tooltip>
        )}
        <Select
          size="small"
          className="pn-sqllab-limit"
          value={tab.queryLimit}
          options={options
            .sort((a, b) => a - b)
            .map((limit) => ({ value: limit, label: formatRowLimit(limit) }))}
          onChange={(queryLimit: number) => props.onEdit({ queryLimit })}
          aria-label={t('Row limit')}
          prefix={t('Limit')}
          data-testid="row-limit"
        />
        <TemplateParamsButton
          value={tab.templateParams}
          onChange={(templateParams) => props.onEdit({ templateParams })}
        />
      </Space>
      <Space size={6}>
        <Button
          size="small"
          icon={<SaveOutlined />}
          disabled={tab.dbId === null || tab.sql.trim() === ''}
          onClick={props.onSave}
          data-testid="save-query"
        >
          {t('Save')}
        </Button>
        <Tooltip
          title={tab.savedQueryId === null ? t('Save the query to enable this feature') : undefined}
        >
          <Button
            size="small"
            icon={<LinkOutlined />}
            disabled={tab.savedQueryId === null}
            onClick={props.onCopyLink}
            data-testid="copy-link"
          >
            {t('Copy link')}
          </Button>
        </Tooltip>
      </Space>
    </div>
  );
}
