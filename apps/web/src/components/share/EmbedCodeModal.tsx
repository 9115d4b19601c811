/**
 * "Embed code": the <iframe> snippet of a chart's standalone view, with its width and height, to
 * copy into another page (Superset's EmbedCodeContent). The chart is pinned by a permalink made
 * when the dialog opens, so the snippet keeps showing the chart as it is now.
 */
import { CopyOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Space } from 'antd';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../api/errorMessage';
import { t } from '../../i18n/t';
import { useCopyToClipboard } from '../useCopyToClipboard';
import { embedCodeSnippet, standaloneChartUrl } from './shareLinks';

export interface EmbedCodeModalProps {
  /** Makes the chart's permalink (an absolute URL). */
  createPermalink: () => Promise<string>;
  onClose: () => void;
}

type PermalinkState =
  { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; message: string };

export function EmbedCodeModal({ createPermalink, onClose }: EmbedCodeModalProps) {
  const copy = useCopyToClipboard();
  const [width, setWidth] = useState('600');
  const [height, setHeight] = useState('400');
  const [permalink, setPermalink] = useState<PermalinkState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    createPermalink()
      .then((url) => current && setPermalink({ status: 'ready', url }))
      .catch(
        (error: unknown) =>
          current && setPermalink({ status: 'error', message: errorMessage(error) }),
      );
    return () => {
      current = false;
    };
    // The permalink is made once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const snippet =
    permalink.status === 'ready'
      ? embedCodeSnippet(standaloneChartUrl(permalink.url, height), width, height)
      : '';

  return (
    <Modal open title={t('Embed code')} footer={null} onCancel={onClose} width={520}>
      {permalink.status === 'error' && <Alert type="error" showIcon message={permalink.message} />}
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input.TextArea
          readOnly
          aria-label={t('Embed code')}
          data-testid="embed-code-textarea"
          autoSize={{ minRows: 9 }}
          value={permalink.status === 'loading' ? t('Generating link, please wait..') : snippet}
          style={{ fontFamily: 'monospace', resize: 'none' }}
        />
        <Space>
          <label>
            {t('Chart height')}
            <Input
              value={height}
              onChange={(event) => setHeight(event.target.value.replace(/\D/g, ''))}
              inputMode="numeric"
              data-testid="embed-height"
              style={{ width: 100, marginLeft: 8 }}
            />
          </label>
          <label>
            {t('Chart width')}
            <Input
              value={width}
              onChange={(event) => setWidth(event.target.value.replace(/\D/g, ''))}
              inputMode="numeric"
              data-testid="embed-width"
              style={{ width: 100, marginLeft: 8 }}
            />
          </label>
          <Button
            icon={<CopyOutlined />}
            disabled={snippet === ''}
            onClick={() => void copy(snippet)}
            data-testid="embed-copy"
          >
            {t('Copy code to clipboard')}
          </Button>
        </Space>
      </Space>
    </Modal>
  );
}
