/**
 * Records on the server the colours labels shared by several charts got, as Superset does for
 * those who may edit the dashboard, so the next visit draws them alike from the start whichever
 * charts load first. It writes only the colour keys (`PUT .../colors`, without counting as a
 * change of the dashboard), only when a shared label is missing or differs from what is stored,
 * one write at a time, and stops for the visit after a refusal. Edit mode saves them with the
 * dashboard instead.
 */
import { sharedLabelColorsOf } from '@panorama/core/color/label-colors';
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { useSaveDashboardColorsMutation } from '../api/dashboardApi';
import { metadataWithSharedLabelColors, sharedColorKeysOf } from '../model/sharedLabelColors';
import { dashboardColorsStored } from '../state/dashboardInfoSlice';
import { useSharedLabelColors } from './useSharedLabelColors';

export function usePersistSharedLabelColors(): void {
  const dispatch = useAppDispatch();
  const shared = useSharedLabelColors();
  const metadata = useAppSelector((state) => state.dashboardInfo.metadata);
  const dashboardId = useAppSelector((state) => state.dashboardInfo.id);
  const canEdit = useAppSelector((state) => state.dashboardInfo.dash_edit_perm);
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const [saveColors] = useSaveDashboardColorsMutation();
  const busy = useRef(false);
  const refused = useRef<number | null>(null);

  useEffect(() => {
    if (dashboardId === null || !canEdit || editMode || busy.current) return;
    if (refused.current === dashboardId) return;
    const stored = sharedLabelColorsOf(metadata);
    const changed = Object.entries(shared).some(([label, color]) => stored[label] !== color);
    if (!changed) return;
    const keys = sharedColorKeysOf(metadataWithSharedLabelColors(metadata, shared));
    busy.current = true;
    void saveColors({ id: dashboardId, body: keys })
      .unwrap()
      .then(
        () => {
          // Free before the store changes, so the redraw that follows may write what is new.
          busy.current = false;
          dispatch(dashboardColorsStored(keys));
        },
        () => {
          busy.current = false;
          refused.current = dashboardId;
        },
      );
  }, [shared, metadata, dashboardId, canEdit, editMode, saveColors, dispatch]);
}
