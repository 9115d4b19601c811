/**
 * Filter sets: save the bar's current values under a name,
 * and list the saved sets to apply, rename or delete them. Sets are the user's own
 * (owner_type 'User').
 */
import { CheckOutlined, DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Empty, Input, Popconfirm, Space, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { useState } from 'react';
import type { FilterSet } from '@panorama/core/filters/filter-types';
import { errorMessage } from '../../../../api/errorMessage';
import { t } from '../../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../../../store/messageToastsSlice';
import { selectCurrentUser } from '../../../../store/userSlice';
import {
  useCreateFilterSetMutation,
  useDeleteFilterSetMutation,
  useGetFilterSetsQuery,
  useUpdateFilterSetMutation,
} from '../api/filterSetsApi';
import { filterSetCreateBody } from '../model/filterSetPayload';
import { selectFilterItems, selectPendingDataMask } from '../state/nativeFilterSelectors';
import { applyFilterSet } from '../thunks/filterActions';
import { IconButton } from '../../../../components/IconButton';

const NAME_MAX_LENGTH = 500;

function FilterSetRow({ dashboardId, filterSet }: { dashboardId: number; filterSet: FilterSet }) {
  const dispatch = useAppDispatch();
  const [renaming, setRenaming] = useState<string | null>(null);
  const [updateFilterSet, update] = useUpdateFilterSetMutation();
  const [deleteFilterSet, removal] = useDeleteFilterSetMutation();

  const rename = async () => {
    const name = renaming?.trim() ?? '';
    if (name === '' || name === filterSet.name) {
      setRenaming(null);
      return;
    }
    try {
      await updateFilterSet({ dashboardId, id: filterSet.id, body: { name } }).unwrap();
      setRenaming(null);
    } catch (error) {
      dispatch(dangerToastAdded(errorMessage(error)));
    }
  };

  const remove = async () => {
    try {
      await deleteFilterSet({ dashboardId, id: filterSet.id }).unwrap();
    } catch (error) {
      dispatch(dangerToastAdded(errorMessage(error)));
    }
  };

  return (
    <div
      className="pn-filter-set"
      data-testid="filter-set-item"
      data-filter-set-name={filterSet.name}
    >
      {renaming !== null ? (
        <Space.Compact block>
          <Input
            size="small"
            autoFocus
            maxLength={NAME_MAX_LENGTH}
            value={renaming}
            aria-label={t('Filter set name')}
            data-testid="filter-set-rename-input"
            onChange={(event) => setRenaming(event.target.value)}
            onPressEnter={() => void rename()}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setRenaming(null);
            }}
          />
          <Button
            size="small"
            icon={<CheckOutlined />}
            loading={update.isLoading}
            aria-label={t('Save')}
            data-testid="filter-set-rename-save"
            onClick={() => void rename()}
          />
        </Space.Compact>
      ) : (
        <>
          <Typography.Text className="pn-filter-set-name" ellipsis={{ tooltip: true }}>
            {filterSet.name}
          </Typography.Text>
          <Button
            size="small"
            data-testid="filter-set-apply"
            onClick={() => dispatch(applyFilterSet(filterSet))}
          >
            {t('Apply')}
          </Button>
          <IconButton
            title={t('Rename')}
            icon={<EditOutlined />}
            data-testid="filter-set-rename"
            onClick={() => setRenaming(filterSet.name)}
          />
          <Popconfirm
            title={t('Delete this filter set?')}
            okText={t('Delete')}
            cancelText={t('Cancel')}
            okButtonProps={
              { danger: true, 'data-testid': 'filter-set-delete-confirm' } as ButtonProps
            }
            onConfirm={() => void remove()}
          >
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              loading={removal.isLoading}
              aria-label={t('Delete')}
              data-testid="filter-set-delete"
            />
          </Popconfirm>
        </>
      )}
    </div>
  );
}

export function FilterSetsPanel({ dashboardId }: { dashboardId: number }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectCurrentUser);
  const items = useAppSelector(selectFilterItems);
  const pending = useAppSelector(selectPendingDataMask);
  const sets = useGetFilterSetsQuery(dashboardId);
  const [createFilterSet, creation] = useCreateFilterSetMutation();
  const [name, setName] = useState('');

  const save = async () => {
    if (!user || name.trim() === '') return;
    try {
      await createFilterSet({
        dashboardId,
        body: filterSetCreateBody(name, items, pending, user.id),
      }).unwrap();
      dispatch(successToastAdded(t('Filter set saved')));
      setName('');
    } catch (error) {
      dispatch(dangerToastAdded(errorMessage(error)));
    }
  };

  return (
    <div className="pn-filter-sets" data-testid="filter-sets">
      {user && (
        <div className="pn-filter-sets-create">
          <Typography.Text strong>{t('Save current values as a filter set')}</Typography.Text>
          <Space.Compact block>
            <Input
              value={name}
              maxLength={NAME_MAX_LENGTH}
              placeholder={t('Filter set name')}
              aria-label={t('Filter set name')}
              data-testid="filter-set-name-input"
              onChange={(event) => setName(event.target.value)}
              onPressEnter={() => void save()}
            />
            <Button
              type="primary"
              disabled={name.trim() === ''}
              loading={creation.isLoading}
              data-testid="filter-set-save"
              onClick={() => void save()}
            >
              {t('Save')}
            </Button>
          </Space.Compact>
        </div>
      )}
      {sets.isError ? (
        <Typography.Text type="danger">{errorMessage(sets.error)}</Typography.Text>
      ) : (sets.data ?? []).length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={sets.isLoading ? t('Loading...') : t('No filter sets yet')}
        />
      ) : (
        <div className="pn-filter-set-list" data-testid="filter-set-list">
          {(sets.data ?? []).map((filterSet) => (
            <FilterSetRow key={filterSet.id} dashboardId={dashboardId} filterSet={filterSet} />
          ))}
        </div>
      )}
    </div>
  );
}
