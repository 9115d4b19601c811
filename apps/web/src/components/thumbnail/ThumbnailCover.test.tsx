/**
 * A card's thumbnail cover as a user sees it: the card's own icon while THUMBNAILS is off (no
 * request made), a neutral placeholder while the server is still rendering, then the image; and
 * the icon again, never a broken image, when the server has no picture to give.
 */
import { render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootstrapResponseSchema } from '@panorama/core/schemas/security';
import { bootstrapApi } from '../../bootstrap/bootstrapApi';
import { createStore } from '../../store/store';
import { stubApi } from '../../testing/apiStub';
import { ThumbnailCover } from './ThumbnailCover';

const URL_OF_THUMB = '/api/v1/chart/7/thumbnail/0123abcd/';

async function storeWithFlags(flags: Record<string, boolean>) {
  stubApi([
    {
      method: 'GET',
      path: '/api/v1/common/bootstrap_data/',
      answer: () => ({
        body: bootstrapResponseSchema.parse({
          result: {
            user: null,
            permissions: [],
            feature_flags: flags,
            locale: 'en',
            conf: {
              ROW_LIMIT: 10000,
              SQL_MAX_ROW: 100000,
              DEFAULT_TIME_FILTER: 'No filter',
              DEFAULT_VIZ_TYPE: 'table',
              SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: 65535,
            },
          },
        }),
      }),
    },
  ]);
  const store = createStore();
  await store.dispatch(bootstrapApi.endpoints.getBootstrapData.initiate());
  return store;
}

/** Thumbnail answers in order (the last one repeats); returns the URLs asked for. */
function answerThumbnails(...answers: (() => Response)[]): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', (resource: RequestInfo | URL) => {
    asked.push(String(resource));
    return Promise.resolve(answers[Math.min(asked.length - 1, answers.length - 1)]!());
  });
  URL.createObjectURL = () => 'blob:thumb';
  URL.revokeObjectURL = () => undefined;
  return asked;
}

async function renderCover(flags: Record<string, boolean>) {
  const store = await storeWithFlags(flags);
  render(
    <Provider store={store}>
      <ThumbnailCover url={URL_OF_THUMB} alt="Revenue" fallback={<span>Bar Chart</span>} />
    </Provider>,
  );
}

const { createObjectURL, revokeObjectURL } = URL;

afterEach(() => {
  vi.unstubAllGlobals();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('ThumbnailCover', () => {
  it('shows the fallback and asks for nothing while THUMBNAILS is off', async () => {
    await renderCover({});
    const asked = answerThumbnails(() => new Response(null, { status: 500 }));
    expect(screen.getByText('Bar Chart')).toBeTruthy();
    expect(asked).toEqual([]);
  });

  it('shows a placeholder while rendering, then the image', async () => {
    const store = await storeWithFlags({ THUMBNAILS: true });
    const asked = answerThumbnails(
      () => new Response('{"message":"OK Async"}', { status: 202 }),
      () =>
        new Response(new Blob(['png'], { type: 'image/png' }), {
          headers: { 'content-type': 'image/png' },
        }),
    );
    render(
      <Provider store={store}>
        <ThumbnailCover url={URL_OF_THUMB} alt="Revenue" fallback={<span>Bar Chart</span>} />
      </Provider>,
    );
    expect(screen.getByTestId('thumbnail-loading').getAttribute('aria-busy')).toBe('true');
    const image = await screen.findByTestId('thumbnail', {}, { timeout: 3000 });
    expect(image.getAttribute('src')).toBe('blob:thumb');
    expect(image.getAttribute('alt')).toBe('Revenue');
    expect(asked).toEqual([URL_OF_THUMB, URL_OF_THUMB]);
    expect(screen.queryByText('Bar Chart')).toBeNull();
  });

  it('falls back to the icon when the server has no picture', async () => {
    const store = await storeWithFlags({ THUMBNAILS: true });
    answerThumbnails(() => new Response('{"message":"Not found"}', { status: 404 }));
    render(
      <Provider store={store}>
        <ThumbnailCover url={URL_OF_THUMB} alt="Revenue" fallback={<span>Bar Chart</span>} />
      </Provider>,
    );
    await waitFor(() => expect(screen.getByText('Bar Chart')).toBeTruthy());
    expect(screen.queryByRole('img', { name: 'Revenue' })).toBeNull();
    expect(document.querySelector('img')).toBeNull();
  });
});
