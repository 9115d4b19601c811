/**
 * Every report call the web app makes (Superset's `/api/v1/report/`), in one
 * place so the shapes can be adjusted together: the report of one chart or dashboard for the
 * current user, one report in full, create, edit, activate, delete, the execution log, and the
 * option lists of the report forms. The list page itself uses the shared list endpoints with
 * `REPORTS_RESOURCE`; every write here refreshes it.
 */
import type { ListResponse } from '@panorama/core/schemas/api-response';
import type { ReportResponse, ReportWriteResponse } from '@panorama/core/schemas/report';
import { encodeListQuery } from '../../api/listQuery';
import { listTag, listViewApi } from '../../components/list-view/listViewApi';
import { risonParam, type OptionSource } from '../../components/list-view/resourceUrls';
import {
  REPORTS_RESOURCE,
  type CreationMethod,
  type ReportBody,
  type ReportDetail,
  type ReportListItem,
  type ReportLogItem,
} from './reportTypes';

const REPORTS_URL = `/api/v1/${REPORTS_RESOURCE}`;

/** Which report the header of one chart or dashboard shows: the current user's. */
export interface ResourceReportArgs {
  creationMethod: Exclude<CreationMethod, 'alerts_reports'>;
  resourceId: number;
  userId: number;
}

/** The list column that holds the chart or dashboard id, by creation method. */
export function resourceFilterField(creationMethod: ResourceReportArgs['creationMethod']) {
  return creationMethod === 'charts' ? ('chart_id' as const) : ('dashboard_id' as const);
}

/** `GET /api/v1/report/?q=(filters:!(...))`: filtered by object, creation method and creator. */
export function resourceReportUrl({ creationMethod, resourceId, userId }: ResourceReportArgs) {
  return `${REPORTS_URL}/?q=${risonParam({
    filters: [
      { col: resourceFilterField(creationMethod), opr: 'eq', value: resourceId },
      { col: 'creation_method', opr: 'eq', value: creationMethod },
      { col: 'created_by', opr: 'rel_o_m', value: userId },
    ],
  })}`;
}

export interface ReportLogArgs {
  reportId: number;
  /** Zero-based. */
  page: number;
  pageSize: number;
}

export function reportLogUrl({ reportId, page, pageSize }: ReportLogArgs): string {
  return `${REPORTS_URL}/${Math.trunc(reportId)}/log/?q=${encodeListQuery({
    order_column: 'start_dttm',
    order_direction: 'desc',
    page,
    page_size: pageSize,
  })}`;
}

/** Where the report forms find their choices. */
export const REPORT_OPTION_SOURCES = {
  owners: { type: 'related', resource: REPORTS_RESOURCE, column: 'owners' },
  createdBy: { type: 'related', resource: REPORTS_RESOURCE, column: 'created_by' },
  dashboards: { type: 'list', resource: 'dashboard', labelColumn: 'dashboard_title' },
  charts: { type: 'list', resource: 'chart', labelColumn: 'slice_name' },
  databases: { type: 'list', resource: 'database', labelColumn: 'database_name' },
} as const satisfies Record<string, OptionSource>;

const RESOURCE_REPORT_TAG = { type: 'ResourceReport' as const, id: 'LIST' };
const reportTag = (id: number) => ({ type: 'Report' as const, id });

export const reportsApi = listViewApi
  .enhanceEndpoints({ addTagTypes: ['Report', 'ResourceReport'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** The current user's report of one chart or dashboard, or null when there is none. */
      getResourceReport: build.query<ReportListItem | null, ResourceReportArgs>({
        query: resourceReportUrl,
        transformResponse: (response: ListResponse<ReportListItem>, _meta, args) => {
          const field = resourceFilterField(args.creationMethod);
          return response.result.find((report) => report[field] === args.resourceId) ?? null;
        },
        providesTags: [RESOURCE_REPORT_TAG],
      }),
      getReport: build.query<ReportDetail, number>({
        query: (id) => `${REPORTS_URL}/${Math.trunc(id)}`,
        transformResponse: (response: ReportResponse) => response.result,
        providesTags: (_result, _error, id) => [reportTag(id)],
      }),
      createReport: build.mutation<ReportWriteResponse, ReportBody>({
        query: (body) => ({ url: `${REPORTS_URL}/`, method: 'POST', body }),
        invalidatesTags: (_result, error) =>
          error ? [] : [listTag(REPORTS_RESOURCE), RESOURCE_REPORT_TAG],
      }),
      updateReport: build.mutation<ReportWriteResponse, { id: number; body: ReportBody }>({
        query: ({ id, body }) => ({ url: `${REPORTS_URL}/${Math.trunc(id)}`, method: 'PUT', body }),
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : [listTag(REPORTS_RESOURCE), RESOURCE_REPORT_TAG, reportTag(id)],
      }),
      /** `PUT /api/v1/report/{id}` with `{active}` only, so the toggle changes nothing else. */
      setReportActive: build.mutation<ReportWriteResponse, { id: number; active: boolean }>({
        query: ({ id, active }) => ({
          url: `${REPORTS_URL}/${Math.trunc(id)}`,
          method: 'PUT',
          body: { active },
        }),
        invalidatesTags: (_result, error, { id }) =>
          error ? [] : [listTag(REPORTS_RESOURCE), RESOURCE_REPORT_TAG, reportTag(id)],
      }),
      deleteReport: build.mutation<unknown, number>({
        query: (id) => ({ url: `${REPORTS_URL}/${Math.trunc(id)}`, method: 'DELETE' }),
        invalidatesTags: (_result, error) =>
          error ? [] : [listTag(REPORTS_RESOURCE), RESOURCE_REPORT_TAG],
      }),
      getReportLogs: build.query<ListResponse<ReportLogItem>, ReportLogArgs>({
        query: reportLogUrl,
        providesTags: (_result, _error, { reportId }) => [reportTag(reportId)],
      }),
    }),
  });

export const {
  useGetResourceReportQuery,
  useGetReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useSetReportActiveMutation,
  useDeleteReportMutation,
  useGetReportLogsQuery,
} = reportsApi;
