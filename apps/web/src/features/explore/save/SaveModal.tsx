/**
 * The save-chart dialog: overwrite the chart (only with can_overwrite)
 * or save as a new one, under a name, optionally into an existing dashboard or a new one created
 * by name; 'Save & go to dashboard' lands there afterwards. A chart built on a SQL Lab query is
 * saved on a dataset: the dialog asks for its name and saves the query as that dataset first.
 */
import { Alert, Button, Form, Input, Modal, Radio, Select } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { successToastAdded } from '../../../store/messageToastsSlice';
import { selectCurrentUser } from '../../../store/userSlice';
import type { DatasourceJson } from '../../../models/datasourceTypes';
import type { ChartPlugin } from '../../../visualizations/chartPluginTypes';
import {
  chartSaveBody,
  useCreateChartMutation,
  useCreateDashboardMutation,
  useGetOwnedDashboardsQuery,
  useLazyGetChartDashboardsQuery,
  useUpdateChartMutation,
} from '../exploreApi';
import { sliceSaved } from '../exploreSlice';
import type { ExploreSlice } from '../exploreTypes';
import { useSaveQueryAsDatasetMutation } from '../datasource-panel/datasourcePanelApi';
import { isQueryDatasource } from '../datasource-panel/datasourceInfo';
import { defaultDatasetName } from '../datasource-panel/saveAsDataset';
import { saveMessages } from './saveMessages';
import { chartSourceFor } from './chartSource';

type SaveAction = 'overwrite' | 'saveas';

/** A typed dashboard name that is not an existing dashboard becomes this option value. */
const NEW_DASHBOARD_PREFIX = 'new:';

export interface SaveModalProps {
  formData: QueryFormData;
  datasource: DatasourceJson;
  plugin: ChartPlugin | undefined;
  slice: ExploreSlice | null;
  sliceName: string;
  canOverwrite: boolean;
  onClose: () => void;
}

export function SaveModal(props: SaveModalProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectCurrentUser);
  const dashboards = useGetOwnedDashboardsQuery(user?.id ?? 0, { skip: !user });
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();
  const [createDashboard] = useCreateDashboardMutation();
  const [fetchChartDashboards] = useLazyGetChartDashboardsQuery();
  const [saveQueryAsDataset] = useSaveQueryAsDatasetMutation();
  const fromQuery = isQueryDatasource(props.datasource);
  const [datasetName, setDatasetName] = useState(() =>
    fromQuery ? defaultDatasetName(props.datasource, new Date()) : '',
  );

  const canOverwrite = props.canOverwrite && props.slice !== null;
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(props.sliceName || props.slice?.slice_name || '');
  const [dashboard, setDashboard] = useState<string | undefined>();
  const [search, setSearch] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const namesMissing = !name.trim() || (fromQuery && !datasetName.trim());

  const options = useMemo(() => {
    const existing = (dashboards.data?.result ?? []).map((d) => ({
      value: String(d.id),
      label: d.dashboard_title,
    }));
    const typed = search.trim();
    const isNew = typed && !existing.some((o) => o.label.toLowerCase() === typed.toLowerCase());
    return isNew
      ? [
          { value: `${NEW_DASHBOARD_PREFIX}${typed}`, label: t('+ Create "%s"', typed) },
          ...existing,
        ]
      : existing;
  }, [dashboards.data, search]);

  const save = async (goToDashboard: boolean) => {
    const sliceName = name.trim();
    if (namesMissing) return;
    setSaving(true);
    setError(null);
    try {
      let target: { id: number; title: string; created: boolean } | undefined;
      if (dashboard?.startsWith(NEW_DASHBOARD_PREFIX)) {
        const title = dashboard.slice(NEW_DASHBOARD_PREFIX.length);
        const created = await createDashboard({ dashboard_title: title }).unwrap();
        target = { id: created.id, title, created: true };
      } else if (dashboard) {
        const title =
          dashboards.data?.result.find((d) => String(d.id) === dashboard)?.dashboard_title ?? '';
        target = { id: Number(dashboard), title, created: false };
      }
      if (!props.plugin) throw new Error(t('This visualization type is not supported.'));
      const source = await chartSourceFor(props.datasource, props.formData, datasetName, (data) =>
        saveQueryAsDataset(data).unwrap(),
      );
      const queryContext = props.plugin.buildQuery(source.formData);
      const body = chartSaveBody(source.formData, queryContext, sliceName, source.datasource);
      let savedChartId: number;
      const overwrite = action === 'overwrite' && props.slice !== null;
      if (overwrite && props.slice) {
        savedChartId = props.slice.slice_id;
        let dashboardIds: number[] | undefined;
        if (target) {
          // Keep the dashboards the chart is already on; add the chosen one.
          const current = await fetchChartDashboards(savedChartId).unwrap();
          dashboardIds = [...new Set([...current.result.dashboards.map((d) => d.id), target.id])];
        }
        await updateChart({
          id: savedChartId,
          body: { ...body, ...(dashboardIds ? { dashboards: dashboardIds } : {}) },
        }).unwrap();
      } else {
        const created = await createChart({
          ...body,
          ...(target ? { dashboards: [target.id] } : {}),
        }).unwrap();
        savedChartId = created.id;
      }
      for (const text of saveMessages({ sliceName, overwritten: overwrite, dashboard: target })) {
        dispatch(successToastAdded(text));
      }
      const owners = overwrite && props.slice ? props.slice.owners : user ? [user.id] : [];
      dispatch(
        sliceSaved({
          slice: {
            ...(overwrite ? props.slice : {}),
            slice_id: savedChartId,
            slice_name: sliceName,
            viz_type: source.formData.viz_type,
            owners,
          },
        }),
      );
      props.onClose();
      if (goToDashboard && target) {
        void navigate(`/dashboard/${target.id}/`);
      } else {
        void navigate(`/explore/?slice_id=${savedChartId}`, { replace: true });
      }
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={t('Save chart')}
      onCancel={props.onClose}
      width={490}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={props.onClose}>
          {t('Cancel')}
        </Button>,
        <Button
          key="go"
          disabled={!dashboard || namesMissing}
          loading={saving}
          onClick={() => void save(true)}
          data-testid="save-go-to-dashboard"
        >
          {t('Save & go to dashboard')}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={namesMissing}
          loading={saving}
          onClick={() => void save(false)}
          data-testid="save-modal-confirm"
        >
          {t('Save')}
        </Button>,
      ]}
    >
      {error && (
        <Alert
          type="error"
          showIcon
          className="pn-save-error"
          message={t('Failed to save slice')}
          description={error}
        />
      )}
      <Form layout="vertical" data-testid="save-modal">
        <Form.Item>
          <Radio.Group value={action} onChange={(e) => setAction(e.target.value as SaveAction)}>
            <Radio value="overwrite" disabled={!canOverwrite} data-testid="save-overwrite-radio">
              {t('Save (Overwrite)')}
            </Radio>
            <Radio value="saveas" data-testid="save-as-new-radio">
              {t('Save as...')}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item label={t('Chart name')} required>
          <Input
            aria-label={t('Chart name')}
            placeholder={t('Chart name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={250}
          />
        </Form.Item>
        {fromQuery && (
          <>
            <Alert
              type="info"
              showIcon
              className="pn-save-query-note"
              data-testid="save-query-as-dataset-note"
              message={t('In order to save this chart, the query must be saved as a dataset.')}
              description={t('A reusable dataset will be saved with your chart.')}
            />
            <Form.Item label={t('Dataset Name')} required>
              <Input
                aria-label={t('Dataset Name')}
                placeholder={t('Dataset Name')}
                value={datasetName}
                onChange={(e) => setDatasetName(e.target.value)}
                maxLength={250}
                data-testid="save-dataset-name"
              />
            </Form.Item>
          </>
        )}
        <Form.Item label={t('Add to dashboard')}>
          <Select
            aria-label={t('Add to dashboard')}
            showSearch
            allowClear
            placeholder={t('Select a dashboard OR create a new one')}
            value={dashboard}
            options={options}
            filterOption={(input, option) =>
              String(option?.value ?? '').startsWith(NEW_DASHBOARD_PREFIX) ||
              String(option?.label ?? '')
                .toLowerCase()
                .includes(input.toLowerCase())
            }
            onSearch={setSearch}
            onChange={(value: string | undefined) => setDashboard(value)}
            loading={dashboards.isFetching}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
