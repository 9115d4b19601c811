/**
 * A dashboard's markdown block follows the server's markdown settings from the bootstrap payload:
 * an embedded video frame is drawn only when HTML_SANITIZATION_SCHEMA_EXTENSIONS allows
 * `iframe`, and a script in the same block never is.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { bootstrapResponseSchema, type BootstrapResponse } from '@panorama/core/schemas/security';
import { bootstrapApi } from '../../../bootstrap/bootstrapApi';
import { createStore } from '../../../store/store';
import { stubApi } from '../../../testing/apiStub';
import { MarkdownComponent } from './MarkdownComponent';

const MARKDOWN = [
  '# Launch video',
  '',
  '<iframe src="https://www.youtube-nocookie.com/embed/launch" width="560" height="315"></iframe>',
  '',
  '<script>window.__xss = 1</script>',
].join('\n');

const ITEM: LayoutItem = {
  id: 'MARKDOWN-1',
  type: 'MARKDOWN',
  children: [],
  meta: { code: MARKDOWN, width: 6, height: 50 },
};

function bootstrap(conf: Record<string, unknown>): BootstrapResponse {
  return bootstrapResponseSchema.parse({
    result: {
      user: null,
      permissions: [],
      feature_flags: {},
      locale: 'en',
      conf: {
        ROW_LIMIT: 10000,
        SQL_MAX_ROW: 100000,
        DEFAULT_TIME_FILTER: 'No filter',
        DEFAULT_VIZ_TYPE: 'table',
        SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: 65535,
        ...conf,
      },
    },
  });
}

async function renderMarkdown(conf: Record<string, unknown>): Promise<HTMLElement> {
  stubApi([
    {
      method: 'GET',
      path: '/api/v1/common/bootstrap_data/',
      answer: () => ({ body: bootstrap(conf) }),
    },
  ]);
  const store = createStore();
  await store.dispatch(bootstrapApi.endpoints.getBootstrapData.initiate());
  render(
    <Provider store={store}>
      <MarkdownComponent item={ITEM} parentId={null} />
    </Provider>,
  );
  // The sanitiser's code arrives on first use; a placeholder holds the place until then.
  const preview = await screen.findByTestId('markdown-preview');
  await waitFor(() => expect(preview.querySelector('h1')?.textContent).toBe('Launch video'));
  return preview;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('dashboard markdown block', () => {
  it('leaves frames out under the default allow-list', async () => {
    const preview = await renderMarkdown({ HTML_SANITIZATION: true });
    expect(preview.querySelector('iframe')).toBeNull();
    expect(preview.querySelector('script')).toBeNull();
  });

  it('draws the frame once the schema extensions allow iframe', async () => {
    const preview = await renderMarkdown({
      HTML_SANITIZATION: true,
      HTML_SANITIZATION_SCHEMA_EXTENSIONS: { tagNames: ['iframe'] },
    });
    const frame = preview.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/launch');
    expect(frame?.getAttribute('width')).toBe('560');
    expect(preview.querySelector('script')).toBeNull();
    expect(preview.textContent).not.toContain('__xss');
  });
});
