/**
 * The dashboard's title bar: the title (edited in place in edit mode, with undo), certification,
 * favourite star (signed-in users only), Published/Draft tag and who changed it last; on the right, Edit dashboard, or
 * in edit mode the edit controls with Discard and Save, then the reports menu and the "..." menu.
 */
import { Button, Tooltip } from 'antd';
import { Suspense } from 'react';
import { DASHBOARD_HEADER_ID } from '@panorama/core/layout/layout-constants';
import { CertifiedBadge } from '../../../components/list-view/CertifiedBadge';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { InlineText } from '../components/InlineText';
import { EditHeaderControls } from '../edit/lazyEditModeParts';
import { useClock } from '../hooks/useClock';
import { parseUtcTimestamp, timeAgo } from '../model/cacheTime';
import { editModeEntered, editsDiscarded } from '../state/dashboardEvents';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';
import { selectDashboardTitle } from '../state/dashboardSelectors';
import { saveDashboard } from '../thunks/saveDashboard';
import { DashboardReportsSlot } from './DashboardReportsSlot';
import { DashboardStar } from './DashboardStar';
import { HeaderActionsMenu } from './HeaderActionsMenu';
import { PublishedStatus } from './PublishedStatus';
import { ThemedText } from '../../../components/ThemedText';

function LastModified() {
  const changedOn = useAppSelector((state) => state.dashboardInfo.changed_on);
  const changedBy = useAppSelector((state) => state.dashboardInfo.changed_by_name);
  const now = useClock(60_000);
  const at = parseUtcTimestamp(changedOn);
  if (at === null || now === 0) return null;
  const ago = timeAgo(at, now);
  return (
    <ThemedText tone="secondary" className="pn-dash-modified" data-testid="dashboard-modified">
      {changedBy ? t('Modified %s by %s', ago, changedBy) : t('Modified %s', ago)}
    </ThemedText>
  );
}

export function DashboardHeader() {
  const dispatch = useAppDispatch();
  const id = useAppSelector((state) => state.dashboardInfo.id);
  const title = useAppSelector(selectDashboardTitle);
  const certifiedBy = useAppSelector((state) => state.dashboardInfo.certified_by);
  const certificationDetails = useAppSelector((state) => state.dashboardInfo.certification_details);
  const canEdit = useAppSelector((state) => state.dashboardInfo.dash_edit_perm);
  const canFavorite = useAppSelector((state) => state.dashboardInfo.can_favorite);
  const canSave = useAppSelector((state) => state.dashboardInfo.dash_save_perm);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const hasUnsavedChanges = useAppSelector((state) => state.dashboardState.hasUnsavedChanges);
  const saving = useAppSelector((state) => state.dashboardState.dashboardIsSaving);

  return (
    <header className="pn-dash-headerbar" data-testid="dashboard-header">
      <div className="pn-dash-title-area">
        <h1 className="pn-dash-title">
          <InlineText
            value={title}
            placeholder={t('[ untitled dashboard ]')}
            editable={editMode}
            maxLength={500}
            aria-label={t('Dashboard title')}
            data-testid="dashboard-title"
            onCommit={(text) => dispatch(componentMetaUpdated(DASHBOARD_HEADER_ID, { text }))}
          />
        </h1>
        <CertifiedBadge certifiedBy={certifiedBy} details={certificationDetails} />
        {!editMode && canFavorite && <DashboardStar />}
        <PublishedStatus />
        {!editMode && <LastModified />}
      </div>
      <div className="pn-dash-actions">
        {editMode ? (
          <>
            <Suspense fallback={null}>
              <EditHeaderControls />
            </Suspense>
            <Button onClick={() => dispatch(editsDiscarded())} data-testid="dashboard-discard">
              {t('Discard')}
            </Button>
            <Tooltip
              title={canSave ? undefined : t('You do not have permission to save this dashboard')}
            >
              <Button
                type="primary"
                loading={saving}
                disabled={!hasUnsavedChanges || !canSave}
                onClick={() => void dispatch(saveDashboard())}
                data-testid="dashboard-save"
              >
                {t('Save')}
              </Button>
            </Tooltip>
          </>
        ) : (
          canEdit && (
            <Button
              type="primary"
              onClick={() => dispatch(editModeEntered())}
              data-testid="dashboard-edit"
            >
              {t('Edit dashboard')}
            </Button>
          )
        )}
        {id !== null && <DashboardReportsSlot dashboardId={id} />}
        <HeaderActionsMenu />
      </div>
    </header>
  );
}
