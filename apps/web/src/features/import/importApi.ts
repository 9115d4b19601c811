/** `POST /api/v1/{resource}/import/` (multipart); a success refreshes that list. */
import type { MessageResponse } from '@panorama/core/schemas/api-response';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';

export type ImportResource = 'dashboard' | 'chart' | 'dataset' | 'database' | 'saved_query';

export interface ImportRequest {
  resource: ImportResource;
  file: File;
  /** By database file name, e.g. `{"databases/examples.yaml": "secret"}`. */
  passwords: Record<string, string>;
  overwrite: boolean;
}

/** The multipart body; only non-empty passwords are sent, as Superset does. */
export function importFormData({ file, passwords, overwrite }: ImportRequest): FormData {
  const form = new FormData();
  form.append('formData', file);
  const filled = Object.fromEntries(Object.entries(passwords).filter(([, pw]) => pw !== ''));
  if (Object.keys(filled).length > 0) form.append('passwords', JSON.stringify(filled));
  if (overwrite) form.append('overwrite', 'true');
  return form;
}

export const importApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    importBundle: build.mutation<MessageResponse, ImportRequest>({
      // No Content-Type: the browser sets the multipart boundary itself.
      query: (request) => ({
        url: `/api/v1/${request.resource}/import/`,
        method: 'POST',
        body: importFormData(request),
      }),
      // A bundle brings its related objects along: every list and the Home page may change.
      invalidatesTags: (_result, error) =>
        error
          ? []
          : [
              listTag('dashboard'),
              listTag('chart'),
              listTag('dataset'),
              listTag('database'),
              listTag('saved_query'),
              'Dataset' as const,
            ],
    }),
  }),
});

export const { useImportBundleMutation } = importApi;
