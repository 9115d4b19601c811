/**
 * "Embed dashboard" (EMBEDDED_SUPERSET), as Superset's dialog: turn embedding on with the domains
 * allowed to frame the dashboard, then read the embedded id to hand to the embedding SDK, change
 * the domains, or turn embedding off (after a confirmation, since host pages stop working).
 */
import { QuestionCircleOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import type { EmbeddedDashboard } from '@panorama/core/schemas/embedded-dashboard';
import { errorMessage } from '../../../api/errorMessage';
import { t } from '../../../i18n/t';
import { useAppDispatch } from '../../../store/hooks';
import { dangerToastAdded, successToastAdded } from '../../../store/messageToastsSlice';
import { formatAllowedDomains, parseAllowedDomains } from './allowedDomainsText';
import {
  useDeleteEmbeddedDashboardMutation,
  useGetEmbeddedDashboardQuery,
  useSetEmbeddedDashboardMutation,
} from './embeddedConfigApi';
import './dashboardEmbed.css';

const SDK_DOCS = 'https://www.npmjs.com/package/@superset-ui/embedded-sdk';

function EmbedIntro({ embedded }: { embedded: EmbeddedDashboard | null }) {
  return (
    <>
      {embedded ? (
        <p>
          {t(
            'This dashboard is ready to embed. In your application, pass the following id to the SDK:',
          )}
          <br />
          <Typography.Text code copyable data-testid="embedded-uuid">
            {embedded.uuid}
          </Typography.Text>
        </p>
      ) : (
        <p>{t('Configure this dashboard to embed it into an external web application.')}</p>
      )}
      <p>
        {t('For further instructions, consult the')}{' '}
        <a href={SDK_DOCS} target="_blank" rel="noreferrer noopener">
          {t('Superset Embedded SDK documentation.')}
        </a>
      </p>
    </>
  );
}

export function DashboardEmbedModal({
  dashboardId,
  onClose,
}: {
  dashboardId: number;
  onClose: () => void;
}) {
  const dispatch = useAppDispatch();
  const [modal, modalHolder] = Modal.useModal();
  const loaded = useGetEmbeddedDashboardQuery(dashboardId, { refetchOnMountOrArgChange: true });
  const [save, saving] = useSetEmbeddedDashboardMutation();
  const [remove, removing] = useDeleteEmbeddedDashboardMutation();
  // What the server holds now: the load's answer, then each save's or deactivation's.
  const [embedded, setEmbedded] = useState<EmbeddedDashboard | null | undefined>(undefined);
  const [domainsText, setDomainsText] = useState('');

  // Taken over once the load answers (state adjusted while rendering, as React advises).
  if (loaded.isSuccess && embedded === undefined) {
    setEmbedded(loaded.data);
    setDomainsText(formatAllowedDomains(loaded.data?.allowed_domains ?? []));
  }

  const busy = saving.isLoading || removing.isLoading;
  const domains = parseAllowedDomains(domainsText);
  const dirty =
    embedded !== undefined &&
    embedded !== null &&
    formatAllowedDomains(domains) !== formatAllowedDomains(embedded.allowed_domains);

  const enable = () => {
    save({ dashboardId, allowedDomains: domains })
      .unwrap()
      .then((result) => {
        setEmbedded(result);
        setDomainsText(formatAllowedDomains(result.allowed_domains));
        dispatch(successToastAdded(t('Changes saved.')));
      })
      .catch((error: unknown) =>
        dispatch(
          dangerToastAdded(
            `${t('Sorry, something went wrong. The changes could not be saved.')} ${errorMessage(error)}`,
          ),
        ),
      );
  };

  const deactivate = () => {
    void modal.confirm({
      title: t('Disable embedding?'),
      content: t('This will remove your current embed configuration.'),
      okText: t('Deactivate'),
      okButtonProps: { danger: true, 'data-testid': 'embed-deactivate-confirm' },
      cancelText: t('Cancel'),
      onOk: () =>
        remove(dashboardId)
          .unwrap()
          .then(() => {
            setEmbedded(null);
            setDomainsText('');
            dispatch(successToastAdded(t('Embedding deactivated.')));
          })
          .catch((error: unknown) =>
            dispatch(
              dangerToastAdded(
                `${t('Sorry, something went wrong. Embedding could not be deactivated.')} ${errorMessage(error)}`,
              ),
            ),
          ),
    });
  };

  const footer =
    embedded === undefined
      ? null
      : embedded
        ? [
            <Button
              key="deactivate"
              danger
              onClick={deactivate}
              disabled={busy}
              data-testid="embed-deactivate"
            >
              {t('Deactivate')}
            </Button>,
            <Button
              key="save"
              type="primary"
              onClick={enable}
              loading={saving.isLoading}
              disabled={!dirty || busy}
              data-testid="embed-save"
            >
              {t('Save changes')}
            </Button>,
          ]
        : [
            <Button
              key="enable"
              type="primary"
              onClick={enable}
              loading={saving.isLoading}
              data-testid="embed-enable"
            >
              {t('Enable embedding')}
            </Button>,
          ];

  return (
    <Modal
      open
      title={t('Embed')}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      data-testid="dashboard-embed-modal"
    >
      {modalHolder}
      {loaded.isError ? (
        <Alert type="error" showIcon message={errorMessage(loaded.error)} />
      ) : embedded === undefined ? (
        <div className="pn-embed-loading">
          <Spin />
        </div>
      ) : (
        <div className="pn-embed-body" data-embedded={embedded ? 'true' : 'false'}>
          <EmbedIntro embedded={embedded} />
          <Typography.Title level={5}>{t('Settings')}</Typography.Title>
          <label htmlFor="embed-allowed-domains" className="pn-embed-label">
            <Space size={4}>
              {t('Allowed Domains (comma separated)')}
              <Tooltip
                title={t(
                  'A list of domain names that can embed this dashboard. Leaving this field empty will allow embedding from any domain.',
                )}
              >
                <QuestionCircleOutlined aria-hidden />
              </Tooltip>
            </Space>
          </label>
          <Input
            id="embed-allowed-domains"
            value={domainsText}
            placeholder="superset.example.com"
            onChange={(event) => setDomainsText(event.target.value)}
            disabled={busy}
            data-testid="embed-allowed-domains"
          />
        </div>
      )}
    </Modal>
  );
}
