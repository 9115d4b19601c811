/**
 * `/embedded/{uuid}`: a dashboard inside another site's page, framed by the embedding SDK. The
 * page waits for the host's guest token (hostChannel.ts), sends it with every request
 * (guestTokenFetch.ts), reloads the start-up payload as the guest, looks up which dashboard the
 * uuid embeds and shows it alone, without the app's navigation. Later tokens from the host
 * replace the current one as they come.
 */
import { Layout, Spin } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { useStore } from 'react-redux';
import { bootstrapApi } from '../../bootstrap/bootstrapApi';
import { ErrorResult } from '../../components/ErrorResult';
import { t } from '../../i18n/t';
import { useAppDispatch } from '../../store/hooks';
import type { RootState } from '../../store/store';
import { connectHost, pageSize } from './hostChannel';
import { setGuestToken } from './guestTokenFetch';
import './embedded.css';

type Embedded = { dashboardId: string } | { error: string };

async function embeddedDashboardId(uuid: string): Promise<Embedded> {
  const response = await fetch(`/api/v1/embedded_dashboard/${encodeURIComponent(uuid)}`, {
    headers: { Accept: 'application/json' },
  });
  const body = (await response.json().catch(() => ({}))) as {
    result?: { dashboard_id?: string };
    message?: unknown;
  };
  if (response.ok && body.result?.dashboard_id) return { dashboardId: body.result.dashboard_id };
  return { error: typeof body.message === 'string' ? body.message : response.statusText };
}

export function EmbeddedPage({ dashboard }: { dashboard: (idOrSlug: string) => ReactNode }) {
  const { uuid = '' } = useParams<{ uuid: string }>();
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const [hasToken, setHasToken] = useState(false);
  const [embedded, setEmbedded] = useState<Embedded | null>(null);

  useEffect(
    () =>
      connectHost({
        guestToken(token) {
          setGuestToken(token);
          setHasToken(true);
        },
        getScrollSize: pageSize,
        getActiveTabs: () => store.getState().dashboardState.activeTabs,
        getDataMask: () => store.getState().dataMask,
        getChartStates: () => ({}),
      }),
    [store],
  );

  useEffect(() => {
    if (!hasToken) return;
    let stale = false;
    void (async () => {
      const boot = dispatch(
        bootstrapApi.endpoints.getBootstrapData.initiate(undefined, { forceRefetch: true }),
      );
      await boot;
      boot.unsubscribe();
      const found = await embeddedDashboardId(uuid).catch((err: unknown) => ({
        error: (err as Error).message,
      }));
      if (!stale) setEmbedded(found);
    })();
    return () => {
      stale = true;
    };
  }, [hasToken, uuid, dispatch]);

  if (embedded === null) {
    return (
      <div className="pn-embedded-waiting" data-testid="embedded-waiting">
        <Spin size="large" />
      </div>
    );
  }
  if ('error' in embedded) {
    return <ErrorResult title={t('This dashboard cannot be shown')} subTitle={embedded.error} />;
  }
  // The app's page frame without its navigation, as a standalone dashboard has it.
  return (
    <Layout className="pn-app">
      <Layout.Content className="pn-content">{dashboard(embedded.dashboardId)}</Layout.Content>
    </Layout>
  );
}
