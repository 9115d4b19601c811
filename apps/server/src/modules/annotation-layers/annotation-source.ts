/**
 * The stored annotation layers as the chart-data engine reads them (its AnnotationSource port):
 * layer versions for cache keys, and a layer's annotations in a time range with start and end as
 * epoch milliseconds, as Superset serialises datetimes in chart data.
 */
import type { Kysely } from 'kysely';
import type { AnnotationSource } from '../../engine/chart-data/chart-data-ports';
import type { MetadataSchema } from '../../store/schema';
import { AnnotationLayersRepository } from './annotation-layers.repository';
import { annotationTimeMs, storedAnnotationTime } from './annotation-time';

export function annotationSource(db: Kysely<MetadataSchema>): AnnotationSource {
  const repository = new AnnotationLayersRepository(db);
  return {
    layerVersions: (layerIds) => repository.layerVersions(layerIds),
    async overlapping(layerId, bounds) {
      const rows = await repository.overlapping(
        layerId,
        bounds.from === null ? null : storedAnnotationTime(new Date(bounds.from)),
        bounds.to === null ? null : storedAnnotationTime(new Date(bounds.to)),
      );
      return rows.map((row) => ({
        ...row,
        start_dttm: annotationTimeMs(row.start_dttm),
        end_dttm: annotationTimeMs(row.end_dttm),
      }));
    },
  };
}
