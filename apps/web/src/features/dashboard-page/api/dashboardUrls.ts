/**
 * The dashboard page's read URLs, shared by its API endpoints and by the start-up prefetch
 * (`routes/routePrefetch.ts`), which must ask for exactly the same paths.
 */
/** An id, slug or key as one path segment. */
export function encoded(idOrSlug: string | number): string {
  return encodeURIComponent(String(idOrSlug));
}

export const dashboardUrls = {
  detail: (idOrSlug: string | number) => `/api/v1/dashboard/${encoded(idOrSlug)}`,
  charts: (idOrSlug: string | number) => `/api/v1/dashboard/${encoded(idOrSlug)}/charts`,
  datasets: (idOrSlug: string | number) => `/api/v1/dashboard/${encoded(idOrSlug)}/datasets`,
};
