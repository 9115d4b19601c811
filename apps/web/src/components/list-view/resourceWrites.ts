/**
 * The create and update requests of a list page's resource (`POST /api/v1/<resource>/`,
 * `PUT /api/v1/<resource>/<id>`), and the tags a write invalidates so the list refetches.
 */
import { listTag } from './listViewApi';

export function createRequest<Body>(resource: string) {
  return (body: Body) => ({ url: `/api/v1/${resource}/`, method: 'POST', body });
}

export function updateRequest<Body>(resource: string) {
  return ({ id, body }: { id: number; body: Body }) => ({
    url: `/api/v1/${resource}/${id}`,
    method: 'PUT',
    body,
  });
}

/** A successful write leaves these lists stale; a failed one changed nothing. */
export function refreshesLists(...resources: string[]) {
  return (_result: unknown, error: unknown) => (error ? [] : resources.map(listTag));
}

/** A create endpoint of a list page's resource: the request, then its list refetches. */
export function createsIn(resource: string) {
  return { query: createRequest(resource), invalidatesTags: refreshesLists(resource) };
}

/** An update endpoint of a list page's resource: the request, then its list refetches. */
export function updatesIn(resource: string) {
  return { query: updateRequest(resource), invalidatesTags: refreshesLists(resource) };
}
