/**
 * `/actionlog/list/` (Admins: can_read on Log): the action log, newest first. Security events
 * (sign-ins, user, role and database changes, exports...) say who acted, from which address and
 * on what; the detail is the event's JSON, shown as readable lines.
 */
import { Tag, Tooltip } from 'antd';
import type { ActionLogRow } from '@panorama/core/schemas/action-log';
import { relatedFilter } from '../../components/list-view/commonFilters';
import { ListView } from '../../components/list-view/ListView';
import type { ListViewConfig } from '../../components/list-view/listViewTypes';
import { t } from '../../i18n/t';
import { ActionLogDetail } from './ActionLogDetail';
import { timeRangeChoices } from './timeRangeChoices';
import './actionLog.css';

const RESOURCE = 'log';

/** Failed sign-ins and deletions stand out; other actions are plain tags. */
function actionColor(action: string): string | undefined {
  if (action === 'login_failed') return 'red';
  if (action.endsWith('_deleted')) return 'orange';
  if (action === 'login' || action === 'logout') return 'blue';
  return undefined;
}

export function ActionLogPage() {
  const config: ListViewConfig<ActionLogRow> = {
    resource: RESOURCE,
    noun: t('log entry'),
    nounPlural: t('log entries'),
    title: t('Action log'),
    itemName: (row) => `${row.action} #${row.id}`,
    columns: [
      {
        key: 'dttm',
        title: t('Time'),
        sortable: true,
        width: 190,
        render: (row) => (
          <Tooltip title={row.dttm}>
            <span>{new Date(row.dttm).toLocaleString()}</span>
          </Tooltip>
        ),
      },
      {
        key: 'action',
        title: t('Action'),
        sortable: true,
        width: 200,
        render: (row) => <Tag color={actionColor(row.action)}>{row.action}</Tag>,
      },
      {
        key: 'username',
        title: t('User'),
        sortable: true,
        width: 140,
        render: (row) => row.username ?? <span className="pn-muted">—</span>,
      },
      {
        key: 'object',
        title: t('Object'),
        width: 130,
        render: (row) =>
          row.object_type ? `${row.object_type}${row.object_id ? ` ${row.object_id}` : ''}` : '',
      },
      {
        key: 'ip_address',
        title: t('From'),
        sortable: true,
        width: 160,
        render: (row) => (
          <Tooltip title={row.user_agent}>
            <span>{row.ip_address ?? ''}</span>
          </Tooltip>
        ),
      },
      { key: 'json', title: t('Detail'), render: (row) => <ActionLogDetail json={row.json} /> },
    ],
    defaultSort: { column: 'dttm', direction: 'desc' },
    search: { col: 'username', opr: 'ct', placeholder: t('Search by username') },
    filters: [
      {
        id: 'action',
        label: t('Action'),
        col: 'action',
        opr: 'eq',
        source: { type: 'distinct', resource: RESOURCE, column: 'action' },
      },
      relatedFilter(RESOURCE, 'user', t('User'), 'rel_o_m'),
      { id: 'dttm', label: t('Time range'), col: 'dttm', opr: 'gt', choices: timeRangeChoices() },
    ],
  };
  return <ListView config={config} />;
}
