/**
 * Database calls besides the list itself: related objects, engines, the connection form, its
 * connection test and the parameters form's validation.
 */
import { listViewApi } from '../../components/list-view/listViewApi';
import { createsIn, updatesIn } from '../../components/list-view/resourceWrites';
import type {
  AvailableEngine,
  AvailableEnginesResponse,
  DatabaseDetail,
  DatabaseRelatedObjects,
  DatabaseWriteBody,
  TestConnectionBody,
  ValidateParametersBody,
} from './databaseTypes';

export const DATABASES_RESOURCE = 'database';

export const databasesApi = listViewApi.injectEndpoints({
  endpoints: (build) => ({
    getDatabaseRelatedObjects: build.query<DatabaseRelatedObjects, number>({
      query: (id) => `/api/v1/database/${id}/related_objects/`,
      // Always fresh: the counts warn about what a delete would break right now.
      keepUnusedDataFor: 0,
    }),
    getAvailableEngines: build.query<AvailableEngine[], void>({
      query: () => '/api/v1/database/available/',
      transformResponse: (response: AvailableEnginesResponse) => response.databases,
    }),
    getDatabase: build.query<DatabaseDetail, number>({
      query: (id) => `/api/v1/database/${id}`,
      transformResponse: (response: { result: DatabaseDetail }) => response.result,
      // The edit form must start from what is stored now, not from an earlier visit.
      keepUnusedDataFor: 0,
    }),
    testDatabaseConnection: build.mutation<{ message: string }, TestConnectionBody>({
      query: (body) => ({ url: '/api/v1/database/test_connection/', method: 'POST', body }),
    }),
    /** Answers `{message: 'OK'}`, or 422 with `{errors: SupersetErrorItem[]}`. */
    validateDatabaseParameters: build.mutation<{ message: string }, ValidateParametersBody>({
      query: (body) => ({ url: '/api/v1/database/validate_parameters/', method: 'POST', body }),
    }),
    createDatabase: build.mutation<{ id: number }, DatabaseWriteBody>(
      createsIn(DATABASES_RESOURCE),
    ),
    updateDatabase: build.mutation<{ id: number }, { id: number; body: DatabaseWriteBody }>(
      updatesIn(DATABASES_RESOURCE),
    ),
  }),
});

export const {
  useGetDatabaseRelatedObjectsQuery,
  useGetAvailableEnginesQuery,
  useGetDatabaseQuery,
  useTestDatabaseConnectionMutation,
  useValidateDatabaseParametersMutation,
  useCreateDatabaseMutation,
  useUpdateDatabaseMutation,
} = databasesApi;
