/**
 * Copying a dashboard (`POST /api/v1/dashboard/{id}/copy/`): a new unpublished, uncertified
 * dashboard owned by the caller, optionally with copies of its charts whose ids are remapped in
 * the layout; everything in one transaction. The copy holds only the charts the caller can see
 * (dashboard-chart-access.ts): the others leave its layout and are never duplicated.
 */
import crypto from 'node:crypto';
import type { DashboardCopy } from '@panorama/core/schemas/dashboard';
import { requirePermission, type AuthenticatedPrincipal } from '../../security/principal';
import type { DashboardRow } from '../../store/schema';
import type { ChartsService } from '../charts/charts.service';
import { epochSeconds, nowIso } from '../shared/humanize-time';
import { replaceOwners } from '../shared/user-refs';
import { layoutChartLinks } from './dashboard-chart-access';
import {
  chartIdsInPosition,
  remapChartIdsInPosition,
  splitPositionsFromMetadata,
  withoutChartComponents,
} from './dashboard-layout-charts';
import { blankToNull, normalizeTitle } from './dashboard-save-rules';
import type { DashboardsRepository } from './dashboards.repository';
import { createdStamp } from '../shared/audit-fields';

export async function copyDashboard(
  deps: { repo: DashboardsRepository; charts: ChartsService },
  source: DashboardRow,
  body: DashboardCopy,
  principal: AuthenticatedPrincipal,
): Promise<{ id: number; last_modified_time: number }> {
  const { repo, charts } = deps;
  const now = nowIso();
  // The layout on screen (sent as json_metadata.positions) wins over the stored one, so
  // unsaved edits are what gets copied; its charts are the copy's charts.
  const { metadata, positionJson } = splitPositionsFromMetadata(
    blankToNull(body.json_metadata) ?? source.json_metadata,
  );
  const linked = await repo.chartIds(source.id);
  const chartIds = await layoutChartLinks(
    charts,
    principal,
    positionJson ? chartIdsInPosition(positionJson) : linked,
    { linked, inLayout: chartIdsInPosition(source.position_json) },
    false,
  );
  const layout = positionJson ?? source.position_json;
  const kept = new Set(chartIds);
  const sourcePosition =
    layout &&
    withoutChartComponents(
      layout,
      new Set(chartIdsInPosition(layout).filter((id) => !kept.has(id))),
    );
  const newId = await repo.transaction(async (trx) => {
    const mapping = new Map<number, number>();
    if (body.duplicate_slices) {
      requirePermission(principal, 'can_write', 'Chart');
      for (const chart of await charts.repo.findByIds(chartIds, trx)) {
        const copyId = await charts.repo.insert(
          {
            ...chart,
            id: undefined,
            uuid: crypto.randomUUID(),
            ...createdStamp(principal.userId, now),
            last_saved_at: now,
            last_saved_by_fk: principal.userId,
          },
          trx,
        );
        await replaceOwners(trx, 'chart_owners', copyId, [principal.userId]);
        mapping.set(chart.id, copyId);
      }
    }
    const position =
      sourcePosition && mapping.size
        ? remapChartIdsInPosition(sourcePosition, mapping)
        : sourcePosition;
    const inserted = await repo.insert(
      {
        uuid: crypto.randomUUID(),
        dashboard_title: normalizeTitle(body.dashboard_title ?? `${source.dashboard_title} [copy]`),
        slug: null,
        position_json: position,
        json_metadata: metadata,
        css: body.css !== undefined ? body.css : source.css,
        description: source.description,
        published: 0,
        certified_by: null,
        certification_details: null,
        is_managed_externally: 0,
        external_url: null,
        ...createdStamp(principal.userId, now),
      },
      trx,
    );
    await replaceOwners(trx, 'dashboard_owners', inserted, [principal.userId]);
    await repo.replaceCharts(
      inserted,
      chartIds.map((c) => mapping.get(c) ?? c),
      trx,
    );
    return inserted;
  });
  return { id: newId, last_modified_time: epochSeconds(now) };
}
