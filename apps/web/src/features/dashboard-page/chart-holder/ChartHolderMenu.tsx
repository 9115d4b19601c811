/**
 * The "..." menu of a chart on a dashboard: force refresh (with the data's age), full screen,
 * view query, view as table, drill to detail, downloads (CSV, Excel, image), share (a permalink to the
 * chart in the editor, copied or mailed, or the chart's embed code), edit chart and the description toggle. Each entry appears only with the
 * permission it needs.
 *
 * Every chart on a dashboard has this menu, so its button is a plain button and antd's Dropdown
 * (styles and popup machinery, two dozen times over on a large dashboard) mounts only when the
 * menu is first opened.
 */
import {
  EditOutlined,
  EllipsisOutlined,
  FullscreenExitOutlined,
  FullscreenOutlined,
  InfoCircleOutlined,
  LinkOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryFormData } from '@panorama/core/query/form-data';
import type { QueryContext } from '@panorama/core/query/query-object';
import { downloadFileName } from '@panorama/core/files/download-file-name';
import { errorMessage } from '../../../api/errorMessage';
import { lazyComponent } from '../../../components/lazyComponent';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { openMailto } from '../../../components/share/openMailto';
import { permalinkMailto } from '../../../components/share/shareLinks';
import { shareMenuEntries } from '../../../components/share/shareMenuEntries';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import type { ChartDataResult, ChartPlugin } from '../../../visualizations/chartPluginTypes';
import { hasOwnQuery, noOwnQueryReason } from '../../../chart-runtime/ownQuery';
import { chartDownloadMenuItem, dataMenuEntry, loadViewQueryModal } from '../../explore';
import { chartDescriptionToggled, chartFullSizeToggled } from '../state/dashboardStateSlice';
import { drawsDashboardColors } from '../model/chartFormData';
import { createChartPermalink } from '../thunks/createChartPermalink';
import { queryDashboardChart } from '../thunks/queryDashboardChart';

// What the entries open or run loads on first use: the menu itself is on every chart.
const ViewQueryModal = lazyComponent(loadViewQueryModal);
const ViewAsTableModal = lazyComponent(() =>
  import('./ViewAsTableModal').then((m) => m.ViewAsTableModal),
);
const EmbedCodeModal = lazyComponent(() =>
  import('../../../components/share/EmbedCodeModal').then((m) => m.EmbedCodeModal),
);
const chartExport = () => import('../../../chart-runtime/chartExport');

type MenuAction =
  | 'force-refresh'
  | 'fullscreen'
  | 'view-query'
  | 'view-table'
  | 'drill-to-detail'
  | 'download-csv'
  | 'download-xlsx'
  | 'download-image'
  | 'share-copy'
  | 'share-email'
  | 'share-embed'
  | 'edit-chart'
  | 'toggle-description';

export interface ChartHolderMenuProps {
  chartId: number;
  sliceName: string;
  plugin: ChartPlugin | undefined;
  /** The form data of the result on screen (or the one the chart would query with). */
  formData: QueryFormData;
  result: ChartDataResult[] | null;
  hasDescription: boolean;
  isFullSize: boolean;
  /** "Cached 5 minutes ago" / "Fetched …", shown above Force refresh. */
  dataAge: string | null;
  /** The element holding the drawn chart, for the image download. */
  chartElement: () => HTMLElement | null;
  /** The chart's database engine name, for the layout of 'View query'. */
  backend: string | undefined;
  /** Opens the drill-to-detail modal on all of the chart's rows (absent: no entry). */
  onDrillToDetail?: () => void;
}

function fileBaseOf(name: string): string {
  return downloadFileName(name) || 'chart';
}

export function ChartHolderMenu(props: ChartHolderMenuProps) {
  const [open, setOpen] = useState(false);
  // The dropdown mounts on the first open and stays (its dialogs live in it).
  const [mounted, setMounted] = useState(false);
  // Whether the menu was open when the button was pressed: a press outside the menu closes it
  // (the dropdown sees it before the click), and the click must then not open it again.
  const openAtPress = useRef<boolean | null>(null);
  // Opened from the keyboard (the arrow keys of a menu button): its first entry takes the focus.
  const [focusFirstEntry, setFocusFirstEntry] = useState(false);
  return (
    <span className="pn-chart-menu">
      <button
        type="button"
        className="pn-chart-holder-menu pn-chart-menu-trigger"
        aria-label={t('More options')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="chart-menu"
        onPointerDown={() => {
          openAtPress.current = open;
        }}
        onClick={() => {
          const wasOpen = openAtPress.current ?? open;
          openAtPress.current = null;
          setMounted(true);
          setFocusFirstEntry(false);
          setOpen(!wasOpen);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          setMounted(true);
          setFocusFirstEntry(true);
          setOpen(true);
        }}
      >
        <EllipsisOutlined />
      </button>
      {mounted && (
        <ChartHolderMenuDropdown
          {...props}
          open={open}
          focusFirstEntry={focusFirstEntry}
          onClose={() => setOpen(false)}
        />
      )}
    </span>
  );
}

/**
 * The menu itself, anchored to a box laid over the button rather than wrapping it: the button
 * is never replaced under the pointer, so no click can fall between the two.
 */
function ChartHolderMenuDropdown(
  props: ChartHolderMenuProps & { open: boolean; focusFirstEntry: boolean; onClose: () => void },
) {
  const popupClass = `pn-chart-menu-popup-${props.chartId}`;
  useEffect(() => {
    if (!props.open || !props.focusFirstEntry) return undefined;
    // The popup is drawn into a portal after this commit; its entries exist by the next frame.
    const frame = requestAnimationFrame(() => {
      document
        .querySelector<HTMLElement>(`.${popupClass} [role="menuitem"]:not([aria-disabled="true"])`)
        ?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, [props.open, props.focusFirstEntry, popupClass]);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const copy = useCopyToClipboard();
  const [modal, setModal] = useState<
    { kind: 'query'; queryContext: QueryContext } | { kind: 'table' } | { kind: 'embed' } | null
  >(null);
  const canCsv = useAppSelector((state) => state.dashboardInfo.can_csv);
  const canShare = useAppSelector((state) => state.dashboardInfo.can_share_chart);
  const canExplore = useAppSelector((state) => state.dashboardInfo.can_explore);
  const canViewQuery = useAppSelector((state) => state.dashboardInfo.can_view_query);
  const hasUnsavedChanges = useAppSelector((state) => state.dashboardState.hasUnsavedChanges);
  const hasResult = Boolean(props.result && props.result.length > 0);
  const builtQuery = props.plugin ? props.plugin.buildQuery(props.formData) : null;
  // A chart without a query of its own (a multi-layer map) has no query, table or export.
  const unavailable = builtQuery && !hasOwnQuery(builtQuery) ? noOwnQueryReason() : null;

  const fail = (error: unknown) => dispatch(dangerToastAdded(errorMessage(error)));
  const createPermalink = () => dispatch(createChartPermalink(props.formData));
  const queryContext = (): QueryContext | null =>
    builtQuery && hasOwnQuery(builtQuery) ? builtQuery : null;

  const run = (action: MenuAction) => {
    switch (action) {
      case 'force-refresh':
        void dispatch(queryDashboardChart(props.chartId, { force: true }));
        return;
      case 'fullscreen':
        dispatch(chartFullSizeToggled({ chartId: props.chartId }));
        return;
      case 'view-query': {
        const context = queryContext();
        if (context) setModal({ kind: 'query', queryContext: context });
        return;
      }
      case 'view-table':
        setModal({ kind: 'table' });
        return;
      case 'drill-to-detail':
        props.onDrillToDetail?.();
        return;
      case 'download-csv':
      case 'download-xlsx': {
        const context = queryContext();
        if (context) {
          chartExport()
            .then(({ downloadChartData }) =>
              downloadChartData(
                context,
                action === 'download-csv' ? 'csv' : 'xlsx',
                fileBaseOf(props.sliceName),
              ),
            )
            .catch(fail);
        }
        return;
      }
      case 'download-image': {
        const element = props.chartElement();
        if (element) {
          chartExport()
            .then(({ downloadChartImage }) =>
              downloadChartImage(element, fileBaseOf(props.sliceName)),
            )
            .catch(fail);
        }
        return;
      }
      case 'share-copy':
        createPermalink()
          .then(({ url }) => copy(url, t('Link Copied!')))
          .catch(fail);
        return;
      case 'share-email':
        createPermalink()
          .then(({ url }) =>
            openMailto(
              permalinkMailto(
                `${t('Panorama Chart')} ${props.sliceName}`,
                t('Check out this chart: '),
                url,
              ),
            ),
          )
          .catch(fail);
        return;
      case 'share-embed':
        setModal({ kind: 'embed' });
        return;
      case 'edit-chart': {
        // Unsaved dashboard edits must survive: open the editor beside the dashboard then.
        const open = (url: string) => {
          if (hasUnsavedChanges) window.open(url, '_blank', 'noopener');
          else void navigate(url);
        };
        const extra = props.formData.extra_form_data;
        if ((extra && Object.keys(extra).length > 0) || drawsDashboardColors(props.formData)) {
          // The dashboard's filters and colours go along (an explore permalink of the chart as
          // drawn); explore shows the filters as inherited from the dashboard and does not save
          // them.
          createPermalink()
            .then(({ key }) => open(`/explore/p/${encodeURIComponent(key)}/`))
            .catch(fail);
          return;
        }
        open(`/explore/?slice_id=${props.chartId}`);
        return;
      }
      case 'toggle-description':
        dispatch(chartDescriptionToggled({ chartId: props.chartId }));
        return;
    }
  };

  const items: MenuProps['items'] = [
    ...(props.dataAge
      ? [{ key: 'data-age', label: props.dataAge, disabled: true, className: 'pn-chart-menu-age' }]
      : []),
    { key: 'force-refresh', icon: <ReloadOutlined />, label: t('Force refresh') },
    {
      key: 'fullscreen',
      icon: props.isFullSize ? <FullscreenExitOutlined /> : <FullscreenOutlined />,
      label: props.isFullSize ? t('Exit fullscreen') : t('Enter fullscreen'),
    },
    ...(props.hasDescription
      ? [
          {
            key: 'toggle-description',
            icon: <InfoCircleOutlined />,
            label: t('Toggle chart description'),
          },
        ]
      : []),
    { type: 'divider' as const },
    ...(canViewQuery
      ? [
          unavailable === null
            ? { key: 'view-query', label: t('View query'), disabled: !props.plugin }
            : dataMenuEntry('view-query', t('View query'), unavailable),
        ]
      : []),
    unavailable === null
      ? { key: 'view-table', label: t('View as table'), disabled: !hasResult }
      : dataMenuEntry('view-table', t('View as table'), unavailable),
    ...(props.onDrillToDetail && canExplore
      ? [{ key: 'drill-to-detail', label: t('Drill to detail') }]
      : []),
    ...(canCsv
      ? [chartDownloadMenuItem({ drawn: props.result !== null, noDataReason: unavailable })]
      : []),
    ...(canShare
      ? [
          {
            key: 'share',
            icon: <LinkOutlined />,
            label: t('Share'),
            children: shareMenuEntries({ embed: true }),
          },
        ]
      : []),
    ...(canExplore ? [{ key: 'edit-chart', icon: <EditOutlined />, label: t('Edit chart') }] : []),
  ];

  return (
    <>
      <Dropdown
        trigger={['click']}
        placement="bottomRight"
        rootClassName={popupClass}
        open={props.open}
        onOpenChange={(next) => {
          if (!next) props.onClose();
        }}
        menu={{
          items,
          onClick: ({ key }) => {
            props.onClose();
            run(key as MenuAction);
          },
        }}
      >
        <span className="pn-chart-menu-anchor" />
      </Dropdown>
      <Suspense fallback={null}>
        {modal?.kind === 'query' && (
          <ViewQueryModal
            queryContext={modal.queryContext}
            backend={props.backend}
            onClose={() => setModal(null)}
          />
        )}
        {modal?.kind === 'table' && (
          <ViewAsTableModal result={props.result?.[0]} onClose={() => setModal(null)} />
        )}
        {modal?.kind === 'embed' && (
          <EmbedCodeModal
            createPermalink={() => createPermalink().then(({ url }) => url)}
            onClose={() => setModal(null)}
          />
        )}
      </Suspense>
    </>
  );
}
