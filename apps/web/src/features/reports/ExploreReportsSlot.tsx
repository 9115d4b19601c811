/** The email report entry of the explore header, for a saved chart (a new chart has none yet). */
import { useAppSelector } from '../../store/hooks';
import { ReportHeaderMenu } from './ReportHeaderMenu';

export function ExploreReportsSlot() {
  const slice = useAppSelector((state) => state.explore.slice);
  const vizType = useAppSelector((state) => state.explore.formData?.viz_type ?? null);
  if (slice === null) return null;
  return (
    <ReportHeaderMenu
      target={{
        kind: 'chart',
        chartId: slice.slice_id,
        chartName: slice.slice_name,
        vizType: vizType ?? slice.viz_type ?? null,
      }}
    />
  );
}
