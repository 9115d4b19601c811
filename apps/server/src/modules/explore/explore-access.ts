/**
 * Who may read explore state (form data, permalinks): the caller must be able to read the dataset
 * and, when the state belongs to a saved chart, the chart — exactly as the dataset and chart APIs
 * decide. A missing or hidden dataset or chart both answer 404, so ids cannot be probed
 * (CVE-2024-28148, CVE-2025-55675). A SQL Lab query (`query`) is readable by whoever may chart
 * it (its owner or an admin); any other type is as missing.
 */
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { Principal } from '../../security/principal';
import type { ChartsService } from '../charts/charts.service';
import type { DatasetsService } from '../datasets/datasets.service';
import type { QueryDatasourceService } from '../queries/query-datasource.service';
import { QUERY_DATASOURCE_TYPE } from '@panorama/core/schemas/query-datasource';

/** Superset's TemporaryCacheResourceNotFoundError text. */
export const RESOURCE_NOT_FOUND = 'Resource was not found.';

export const TABLE_DATASOURCE_TYPES: ReadonlySet<string> = new Set(['table', 'dataset']);

export class ExploreAccess {
  constructor(
    private readonly datasets: DatasetsService,
    private readonly charts: ChartsService,
    private readonly queries: QueryDatasourceService,
  ) {}

  async assertCanRead(
    datasource: { id: number; type: string },
    chartId: number | null | undefined,
    principal: Principal,
  ): Promise<void> {
    if (datasource.type === QUERY_DATASOURCE_TYPE) {
      await asNotFound(this.queries.assertUsable(datasource.id, principal));
    } else if (TABLE_DATASOURCE_TYPES.has(datasource.type)) {
      await asNotFound(this.datasets.getVisible(datasource.id, principal));
    } else {
      throw new NotFoundError(RESOURCE_NOT_FOUND);
    }
    if (chartId) await asNotFound(this.charts.getVisible(chartId, principal));
  }
}

async function asNotFound(check: Promise<unknown>): Promise<void> {
  try {
    await check;
  } catch (err) {
    if (err instanceof NotFoundError) throw new NotFoundError(RESOURCE_NOT_FOUND);
    throw err;
  }
}
