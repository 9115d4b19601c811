/**
 * The Published / Draft tag. Someone who may edit the dashboard clicks it to publish or hide;
 * the tag changes only when the call succeeds.
 */
import { Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { togglePublished } from '../thunks/headerActions';

export function PublishedStatus() {
  const dispatch = useAppDispatch();
  const published = useAppSelector((state) => state.dashboardState.isPublished);
  const canEdit = useAppSelector((state) => state.dashboardInfo.dash_edit_perm);
  const [pending, setPending] = useState(false);

  const label = published ? t('Published') : t('Draft');
  const tag = (
    <Tag
      color={published ? 'green' : undefined}
      className={`pn-dash-status ${canEdit ? 'pn-dash-status--clickable' : ''}`}
      data-testid="dashboard-published-status"
      data-published={published}
      role={canEdit ? 'button' : undefined}
      tabIndex={canEdit ? 0 : undefined}
      aria-disabled={pending || undefined}
      onClick={() => {
        if (!canEdit || pending) return;
        setPending(true);
        void dispatch(togglePublished()).finally(() => setPending(false));
      }}
    >
      {label}
    </Tag>
  );
  if (!canEdit) return tag;
  return (
    <Tooltip
      title={
        published
          ? t('This dashboard is published. Click to make it a draft.')
          : t(
              'This dashboard is not published, it will not show up in the list of dashboards. Click here to publish this dashboard.',
            )
      }
    >
      {tag}
    </Tooltip>
  );
}
