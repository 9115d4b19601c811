/**
 * The overwrite-confirmation prompt: someone else changed the
 * dashboard since it was opened. Lists when and by whom, and every value the save would
 * replace; Overwrite saves over exactly that version.
 */
import { Alert, Modal, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { OverwriteItem } from '../model/overwriteItems';
import { overwriteConfirmationDismissed } from '../state/dashboardStateSlice';
import { saveDashboard } from '../thunks/saveDashboard';
import { parseUtcTimestamp } from '../model/cacheTime';

const MAX_VALUE_LENGTH = 300;

const MAX_IDS = 8;

function shortList(ids: string[]): string {
  const shown = ids.slice(0, MAX_IDS).join(', ');
  return ids.length > MAX_IDS ? t('%s and %s more', shown, ids.length - MAX_IDS) : shown;
}

function shortValue(value: string): string {
  return value.length > MAX_VALUE_LENGTH ? `${value.slice(0, MAX_VALUE_LENGTH)}…` : value;
}

/** The stored (`old`) or saved (`new`) side of each item: a component count for the layout. */
function valueColumn(side: 'old' | 'new', title: string): TableColumnsType<OverwriteItem>[number] {
  return {
    key: `${side}Value`,
    title,
    render: (_value, item) =>
      item.layout ? (
        t('%s components', side === 'old' ? item.layout.oldCount : item.layout.newCount)
      ) : (
        <code className="pn-overwrite-value">
          {shortValue(side === 'old' ? item.oldValue : item.newValue)}
        </code>
      ),
  };
}

export function OverwriteConfirmModal() {
  const dispatch = useAppDispatch();
  const confirm = useAppSelector((state) => state.dashboardState.overwriteConfirm);
  const saving = useAppSelector((state) => state.dashboardState.dashboardIsSaving);
  if (!confirm) return null;
  const updatedAtMs = parseUtcTimestamp(confirm.updatedAt);
  const updatedAt =
    updatedAtMs !== null ? new Date(updatedAtMs).toLocaleString() : (confirm.updatedAt ?? '');

  return (
    <Modal
      open
      title={t('Confirm overwrite')}
      okText={t('Overwrite')}
      okButtonProps={{ danger: true, 'data-testid': 'overwrite-confirm' }}
      cancelText={t('Cancel')}
      confirmLoading={saving}
      width={760}
      onOk={() => void dispatch(saveDashboard({ confirmed: true }))}
      onCancel={() => dispatch(overwriteConfirmationDismissed())}
      data-testid="overwrite-confirm-modal"
    >
      <Alert type="warning" showIcon title={t('Please confirm the overwrite values.')} />
      <Typography.Paragraph className="pn-overwrite-meta" data-testid="overwrite-meta">
        {t('Last updated %s by %s', updatedAt, confirm.updatedBy ?? t('unknown'))}
      </Typography.Paragraph>
      <Table<OverwriteItem>
        size="small"
        rowKey="keyPath"
        pagination={false}
        scroll={{ y: 320 }}
        dataSource={confirm.items}
        locale={{ emptyText: t('No changes') }}
        columns={[
          {
            key: 'keyPath',
            title: t('Item'),
            width: 220,
            render: (_value, item) =>
              item.layout ? (
                <>
                  <div>{t('Layout')}</div>
                  <Typography.Text type="secondary" className="pn-overwrite-ids">
                    {t('Changed: %s', shortList(item.layout.changedIds))}
                  </Typography.Text>
                </>
              ) : (
                item.keyPath
              ),
          },
          valueColumn('old', t('Current value')),
          valueColumn('new', t('Your value')),
        ]}
      />
    </Modal>
  );
}
