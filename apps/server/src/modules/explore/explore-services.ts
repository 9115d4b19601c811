/**
 * The chart editor's server-side services, built once by the container from the services they
 * reuse (charts, datasets, dashboards and the key-value store).
 */
import type { Kysely } from 'kysely';
import type { MetadataSchema } from '../../store/schema';
import type { ChartsService } from '../charts/charts.service';
import type { DashboardsService } from '../dashboards/dashboards.service';
import type { DatasetsService } from '../datasets/datasets.service';
import type { KeyValueService } from '../key-value/key-value.service';
import type { QueryDatasourceService } from '../queries/query-datasource.service';
import { ExploreAccess } from './explore-access';
import { ExploreContextService } from './explore-context.service';
import { ExploreFormDataService } from './explore-form-data.service';
import { PermalinksService } from './permalinks.service';
import { SqllabHandoffService } from './sqllab-handoff.service';

export interface ExploreServices {
  access: ExploreAccess;
  formData: ExploreFormDataService;
  permalinks: PermalinksService;
  context: ExploreContextService;
  sqllabHandoff: SqllabHandoffService;
}

export function createExploreServices(deps: {
  db: Kysely<MetadataSchema>;
  charts: ChartsService;
  datasets: DatasetsService;
  dashboards: DashboardsService;
  keyValue: KeyValueService;
  queryDatasources: QueryDatasourceService;
}): ExploreServices {
  const access = new ExploreAccess(deps.datasets, deps.charts, deps.queryDatasources);
  const formData = new ExploreFormDataService(deps.keyValue, access);
  const permalinks = new PermalinksService(deps.keyValue, access, deps.dashboards);
  return {
    access,
    formData,
    permalinks,
    context: new ExploreContextService({ ...deps, formData, permalinks }),
    sqllabHandoff: new SqllabHandoffService(
      deps.db,
      deps.datasets,
      deps.keyValue,
      deps.queryDatasources,
    ),
  };
}
