/**
 * `/explore/`: opens the chart editor for a saved chart, a dataset, a cached form data key, a
 * permalink or form data carried in the link, with 'Missing URL parameters' when the URL names
 * none and 'Missing dataset' (with a Swap dataset button) when the chart's dataset is gone. What
 * the server says about the opening (form data it had to ignore, a cache entry that expired) is
 * shown as a warning.
 */
import { Alert, Button, Result, Spin } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { toastAdded } from '../../store/messageToastsSlice';
import type { DatasourceJson } from '../../models/datasourceTypes';
import { SwapDatasetModal } from './datasource-panel/SwapDatasetModal';
import { useGetExploreQuery } from './exploreApi';
import { hydrateExplore } from './hydrateExplore';
import { exploreOpened } from './exploreSlice';
import { changeDatasource } from './formDataTransitions';
import { isStandaloneExplore, linkFormData, parseExploreUrl } from './exploreUrl';
import { ExploreStandaloneChart } from './ExploreStandaloneChart';
import { ExploreWorkspace } from './ExploreWorkspace';
import './explore.css';
import './explorePhone.css';

function isDatasource(value: unknown): value is DatasourceJson {
  // A missing or unreadable dataset comes back as a '[Missing Dataset]' placeholder without an id.
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'number' &&
    Array.isArray((value as { columns?: unknown }).columns)
  );
}

export function ExplorePage() {
  const location = useLocation();
  const { key } = useParams<{ key?: string }>();
  const urlParams = useMemo(() => parseExploreUrl(location.search, key), [location.search, key]);
  const dispatch = useAppDispatch();
  const conf = useAppSelector((state) => state.common.conf);
  const query = useGetExploreQuery(urlParams ?? {}, {
    skip: urlParams === null,
    refetchOnMountOrArgChange: true,
  });
  const [swapping, setSwapping] = useState(false);
  const formData = useAppSelector((state) => state.explore.formData);
  const datasource = useAppSelector((state) => state.explore.datasource);
  const openedAt = useAppSelector((state) => state.explore.openedAt);
  const fulfilledAt = query.fulfilledTimeStamp ?? null;

  const result = query.data?.result;

  useEffect(() => {
    if (!result || fulfilledAt === null || openedAt === fulfilledAt) return;
    const datasource = isDatasource(result.dataset) ? result.dataset : null;
    // Without a dataset the 'Missing dataset' panel shows the message itself.
    if (datasource && result.message)
      dispatch(toastAdded({ text: result.message, toastType: 'warning', noDuplicate: true }));
    dispatch(
      exploreOpened({
        datasource,
        formData: hydrateExplore(result.form_data, datasource, urlParams, conf),
        slice: result.slice,
        openedAt: fulfilledAt,
      }),
    );
  }, [result, fulfilledAt, openedAt, dispatch, urlParams, conf]);

  if (urlParams === null) {
    return (
      <Result
        status="warning"
        title={t('Missing URL parameters')}
        subTitle={
          linkFormData(location.search)?.value === null
            ? t('The form data in the link could not be read: it is not a JSON object.')
            : t('The URL is missing the dataset_id or slice_id parameters.')
        }
        data-testid="explore-missing-url-parameters"
      />
    );
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('Error while fetching data: %s', errorMessage(query.error))}
      />
    );
  }
  if (!result || fulfilledAt === null || openedAt !== fulfilledAt || !formData) {
    return (
      <div className="pn-explore-loading">
        <Spin size="large" />
      </div>
    );
  }
  if (!datasource) {
    return (
      <div className="pn-explore-missing" data-testid="explore-missing-dataset">
        <Alert
          type="warning"
          showIcon
          message={t('Missing dataset')}
          description={
            result.message || t('The dataset linked to this chart may have been deleted.')
          }
          action={
            <Button onClick={() => setSwapping(true)} data-testid="explore-swap-missing">
              {t('Swap dataset')}
            </Button>
          }
        />
        {swapping && (
          <SwapDatasetModal
            formData={formData}
            onClose={() => setSwapping(false)}
            onSwap={(next, nextFormData) => {
              dispatch(changeDatasource(nextFormData, next));
              setSwapping(false);
            }}
          />
        )}
      </div>
    );
  }
  return isStandaloneExplore(location.search) ? <ExploreStandaloneChart /> : <ExploreWorkspace />;
}
