/**
 * The explore header wired to state: works out the explore permission flags, and runs
 * each header action — share (permalink, mail, embed code), query, table view, downloads, SQL Lab hand-off, properties
 * and the save modal.
 */
import { Modal } from 'antd';
import { downloadFileName } from '@panorama/core/files/download-file-name';
import { useMemo, useState } from 'react';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { selectChart } from '../../../chart-runtime/chartsSlice';
import { hasOwnQuery, noOwnQueryReason } from '../../../chart-runtime/ownQuery';
import {
  downloadChartData,
  downloadChartImage,
  fetchChartSql,
} from '../../../chart-runtime/chartExport';
import { useCopyToClipboard } from '../../../components/useCopyToClipboard';
import { EmbedCodeModal } from '../../../components/share/EmbedCodeModal';
import { openMailto } from '../../../components/share/openMailto';
import { permalinkMailto } from '../../../components/share/shareLinks';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { dangerToastAdded } from '../../../store/messageToastsSlice';
import { VirtualDataTable } from '../../../components/data-table/VirtualDataTable';
import { ChartPropertiesModal } from '../../chart-list';
import type { ChartListItem } from '../../chart-list';
import type { ChartPlugin } from '../../../visualizations/chartPluginTypes';
import { postToSqlLab } from '../datasource-panel/sqlLabHandoff';
import { useCreateExplorePermalinkMutation, useUpdateChartMutation } from '../exploreApi';
import { useExploreFlags } from '../useExploreFlags';
import { sliceNameChanged, slicePropertiesSaved } from '../exploreSlice';
import { SaveModal } from '../save/SaveModal';
import { ExploreReportsSlot } from '../../reports';
import { ExploreHeader, type HeaderAction } from './ExploreHeader';
import { ViewQueryModal } from './ViewQueryModal';
import { useLazyGetChartQuery } from './chartDetailApi';

export function ExploreHeaderContainer({
  chartId,
  plugin,
}: {
  chartId: number;
  plugin: ChartPlugin | undefined;
}) {
  const dispatch = useAppDispatch();
  const explore = useAppSelector((state) => state.explore);
  const chart = useAppSelector((state) => selectChart(state, chartId));
  const flags = useExploreFlags(explore.slice);
  const copy = useCopyToClipboard();
  const [createPermalink] = useCreateExplorePermalinkMutation();
  const [loadChart] = useLazyGetChartQuery();
  const [updateChart] = useUpdateChartMutation();
  const [modal, setModal] = useState<'save' | 'query' | 'table' | 'embed' | null>(null);
  const [properties, setProperties] = useState<ChartListItem | null>(null);
  const formData = explore.formData as QueryFormData;
  const datasource = explore.datasource;
  const fileBase = downloadFileName(explore.sliceName ?? '') || 'chart';

  const builtQuery = useMemo(
    () => (plugin ? plugin.buildQuery(formData) : null),
    [plugin, formData],
  );
  // What needs the chart's data (query, table, exports, SQL Lab) has none to work on without it.
  const queryContext = builtQuery && hasOwnQuery(builtQuery) ? builtQuery : null;
  const unavailable = builtQuery && !queryContext ? noOwnQueryReason() : null;

  const fail = (err: unknown) => dispatch(dangerToastAdded(errorMessage(err)));

  const onAction = (action: HeaderAction) => {
    switch (action) {
      case 'share-copy':
        createPermalink({ formData })
          .unwrap()
          .then(({ url }) => copy(url, t('Link Copied!')))
          .catch(fail);
        return;
      case 'share-email':
        createPermalink({ formData })
          .unwrap()
          .then(({ url }) =>
            openMailto(
              permalinkMailto(
                `${t('Panorama Chart')} ${explore.sliceName}`,
                t('Check out this chart: '),
                url,
              ),
            ),
          )
          .catch(fail);
        return;
      case 'share-embed':
        setModal('embed');
        return;
      case 'view-query':
        if (queryContext) setModal('query');
        return;
      case 'view-table':
        if (unavailable === null) setModal('table');
        return;
      case 'download-csv':
      case 'download-xlsx':
        if (queryContext) {
          downloadChartData(
            queryContext,
            action === 'download-csv' ? 'csv' : 'xlsx',
            fileBase,
          ).catch(fail);
        }
        return;
      case 'download-image': {
        const element = document.querySelector<HTMLElement>(
          '[data-testid="explore"] [data-testid="chart-container"]',
        );
        if (element) downloadChartImage(element, fileBase).catch(fail);
        return;
      }
      case 'sqllab':
        if (!queryContext || !datasource) return;
        fetchChartSql(queryContext)
          .then((sql) => postToSqlLab({ datasourceKey: `${datasource.id}__table`, sql }))
          .catch(() => dispatch(dangerToastAdded(t('An error occurred while loading the SQL'))));
        return;
      case 'properties':
        if (explore.slice) {
          loadChart(explore.slice.slice_id)
            .unwrap()
            .then((response) => setProperties(response.result))
            .catch(fail);
        }
        return;
    }
  };

  return (
    <>
      <ExploreHeader
        savedChartId={explore.slice?.slice_id ?? null}
        sliceName={explore.sliceName}
        onNameChange={(name) => {
          dispatch(sliceNameChanged({ name }));
          // A saved chart the user owns is renamed at once, as Superset's header does; others
          // keep the new name for their "Save as" copy.
          if (explore.slice && flags.can_overwrite) {
            updateChart({ id: explore.slice.slice_id, body: { slice_name: name } })
              .unwrap()
              .then(() => dispatch(slicePropertiesSaved({ slice_name: name })))
              .catch(fail);
          }
        }}
        canAdd={flags.can_add}
        canDownload={flags.can_download}
        canOverwrite={flags.can_overwrite}
        canSqlLab={flags.canSqlLab}
        hasResults={Boolean(chart?.queriesResponse)}
        noOwnQueryReason={unavailable}
        onAction={onAction}
        onSave={() => setModal('save')}
        extra={<ExploreReportsSlot />}
      />
      {modal === 'save' && datasource && (
        <SaveModal
          formData={formData}
          datasource={datasource}
          plugin={plugin}
          slice={explore.slice}
          sliceName={explore.sliceName}
          canOverwrite={flags.can_overwrite}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'query' && queryContext && (
        <ViewQueryModal
          queryContext={queryContext}
          backend={datasource?.database?.backend}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'table' && (
        <Modal
          open
          title={t('View as table')}
          width="80vw"
          footer={null}
          onCancel={() => setModal(null)}
        >
          <div style={{ height: '60vh' }} data-testid="view-as-table">
            <VirtualDataTable
              rows={chart?.queriesResponse?.[0]?.data ?? []}
              colnames={chart?.queriesResponse?.[0]?.colnames}
              coltypes={chart?.queriesResponse?.[0]?.coltypes}
            />
          </div>
        </Modal>
      )}
      {modal === 'embed' && (
        <EmbedCodeModal
          createPermalink={() =>
            createPermalink({ formData })
              .unwrap()
              .then(({ url }) => url)
          }
          onClose={() => setModal(null)}
        />
      )}
      {properties && (
        <ChartPropertiesModal
          chart={properties}
          onClose={() => setProperties(null)}
          onSaved={(body) => dispatch(slicePropertiesSaved({ ...body }))}
        />
      )}
    </>
  );
}
