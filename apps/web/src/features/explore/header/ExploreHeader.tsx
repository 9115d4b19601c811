/**
 * The explore header: the chart's editable name, its favourite star, and its actions: save,
 * share (copy or mail a permalink, embed code), view the query, view as table, downloads, View in SQL Lab and the chart
 * properties. A chart without a query of its own greys out the entries that need its data.
 */
import { chartDownloadMenuItem } from './chartDownloadMenu';
import { dataMenuEntry } from './dataMenuEntry';
import { EditOutlined, EllipsisOutlined, LinkOutlined, SaveOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Space, Tooltip, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { shareMenuEntries, type ShareMenuKey } from '../../../components/share/shareMenuEntries';
import { t } from '../../../i18n/t';
import { FavoriteStar } from '../../../components/list-view/FavoriteStar';
import {
  useGetFavoriteStatusQuery,
  useSetFavoriteMutation,
} from '../../../components/list-view/listViewApi';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import './exploreHeader.css';

export type HeaderAction =
  | 'properties'
  | 'view-query'
  | 'view-table'
  | 'download-csv'
  | 'download-xlsx'
  | 'download-image'
  | 'sqllab'
  | ShareMenuKey;

export interface ExploreHeaderProps {
  savedChartId: number | null;
  sliceName: string;
  onNameChange: (name: string) => void;
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
  canSqlLab: boolean;
  /** Results exist to view or download. */
  hasResults: boolean;
  /** Why the chart has no data of its own to view, export or query (see ownQuery.ts); else null. */
  noOwnQueryReason: string | null;
  onAction: (action: HeaderAction) => void;
  onSave: () => void;
  /** Entries other features add before Share (the email reports menu). */
  extra?: ReactNode;
}

function ChartStar({ savedChartId }: { savedChartId: number }) {
  const dispatch = useAppDispatch();
  const { data } = useGetFavoriteStatusQuery({ resource: 'chart', ids: [savedChartId] });
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const starred = data?.[savedChartId] === true;
  return (
    <FavoriteStar
      starred={starred}
      pending={isLoading}
      onToggle={() => {
        setFavorite({ resource: 'chart', id: savedChartId, starred: !starred })
          .unwrap()
          .catch(() =>
            dispatch(dangerToastAdded(t('An error occurred while starring this chart'))),
          );
      }}
    />
  );
}

export function ExploreHeader(props: ExploreHeaderProps) {
  // The name being typed; null when not editing, so a saved name from elsewhere shows at once.
  const [draft, setDraft] = useState<string | null>(null);

  const items: MenuProps['items'] = [
    ...(props.savedChartId !== null && props.canOverwrite
      ? [{ key: 'properties', icon: <EditOutlined />, label: t('Edit chart properties') }]
      : []),
    dataMenuEntry('view-query', t('View query'), props.noOwnQueryReason),
    props.noOwnQueryReason === null
      ? { key: 'view-table', label: t('View as table'), disabled: !props.hasResults }
      : dataMenuEntry('view-table', t('View as table'), props.noOwnQueryReason),
    ...(props.canDownload
      ? [
          chartDownloadMenuItem({
            drawn: props.hasResults,
            noDataReason: props.noOwnQueryReason,
          }),
        ]
      : []),
    ...(props.canSqlLab
      ? [dataMenuEntry('sqllab', t('View in SQL Lab'), props.noOwnQueryReason)]
      : []),
  ];

  const commitName = () => {
    const name = (draft ?? '').trim();
    if (name && name !== props.sliceName) props.onNameChange(name);
    setDraft(null);
  };

  return (
    <div className="pn-explore-header" data-testid="explore-header">
      <Space size={4} className="pn-explore-title">
        <Input
          variant="borderless"
          className="pn-explore-name"
          aria-label={t('Chart name')}
          placeholder={t('Add the name of the chart')}
          value={draft ?? props.sliceName}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={commitName}
          onPressEnter={(e) => (e.target as HTMLInputElement).blur()}
          maxLength={250}
          data-testid="explore-chart-name"
        />
        {props.savedChartId !== null && <ChartStar savedChartId={props.savedChartId} />}
      </Space>
      <Space>
        {props.extra}
        <Dropdown
          trigger={['click']}
          menu={{
            items: shareMenuEntries({ embed: true }),
            onClick: ({ key }) => props.onAction(key as ShareMenuKey),
          }}
        >
          <Button icon={<LinkOutlined />} data-testid="explore-share">
            {t('Share')}
          </Button>
        </Dropdown>
        <Tooltip title={props.canAdd ? undefined : t('You do not have permission to save charts')}>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            disabled={!props.canAdd && !props.canOverwrite}
            onClick={props.onSave}
            data-testid="explore-save"
          >
            {t('Save')}
          </Button>
        </Tooltip>
        <Dropdown
          trigger={['click']}
          menu={{ items, onClick: ({ key }) => props.onAction(key as HeaderAction) }}
        >
          <Button
            icon={<EllipsisOutlined />}
            aria-label={t('More actions')}
            data-testid="explore-actions"
          />
        </Dropdown>
      </Space>
    </div>
  );
}
