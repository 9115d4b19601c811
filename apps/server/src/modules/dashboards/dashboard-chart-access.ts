/**
 * Which charts a dashboard may hold and show, for the one who asks. A dashboard never widens what
 * a user can see: a chart is visible to a user who may read its dataset or owns the chart
 * (ChartsService.visibleIds), and being placed on a dashboard adds nobody to that. Otherwise
 * anyone able to create a dashboard could name any chart id in its layout and read the chart's
 * form data, query context, dataset and database back through the dashboard.
 *
 * - Reading (a dashboard's charts and datasets, its export) answers only the charts the caller
 *   can see, whatever the dashboard links.
 * - Saving a layout refuses (403, naming the ids) every chart it names that the caller cannot see,
 *   unless the dashboard already held it: a co-owner saving a dashboard on which another owner
 *   put charts it cannot see keeps them, and a chart deleted while still on the layout does not
 *   block the save. Refusing rather than silently dropping tells an API client what went wrong;
 *   the web app only offers charts the caller can see, so it never meets the refusal. An id of no
 *   chart at all is refused with the same words, so chart ids cannot be probed; only a caller who
 *   sees every chart (nothing to probe) may save such an id, which then links nothing.
 * - A copy is the caller's own new dashboard: it holds (and duplicates) only the charts the caller
 *   can see, and the others leave its layout.
 */
import { ForbiddenError } from '@panorama/core/errors/app-error';
import type { Principal } from '../../security/principal';

/** The refusal of a layout naming charts the caller cannot see. */
export function chartsNotAvailable(ids: number[]): string {
  return `These charts do not exist or you do not have access to them: ${ids.join(', ')}`;
}

export interface ChartVisibility {
  visibleIds(ids: number[], principal: Principal): Promise<Set<number>>;
  seesEveryChart(principal: Principal): boolean;
}

/** What the dashboard held before the save: its linked charts and the charts its layout named. */
export interface HeldCharts {
  linked: number[];
  inLayout: number[];
}

export const NOTHING_HELD: HeldCharts = { linked: [], inLayout: [] };

/** The charts among `ids` the caller can see, in the order given. */
export async function visibleChartIds(
  charts: ChartVisibility,
  ids: number[],
  principal: Principal,
): Promise<number[]> {
  const visible = await charts.visibleIds(ids, principal);
  return ids.filter((id) => visible.has(id));
}

/**
 * The charts a saved layout links, or a ForbiddenError naming the ones it may not hold. With
 * `keepHeld` (saving the same dashboard) charts it already linked stay linked even when the
 * caller cannot see them; without it (a copy) only visible charts are linked.
 */
export async function layoutChartLinks(
  charts: ChartVisibility,
  principal: Principal,
  named: number[],
  held: HeldCharts,
  keepHeld: boolean,
): Promise<number[]> {
  const visible = await charts.visibleIds(named, principal);
  const alreadyHeld = new Set([...held.linked, ...held.inLayout]);
  const refused = named.filter((id) => !visible.has(id) && !alreadyHeld.has(id));
  if (refused.length && !charts.seesEveryChart(principal))
    throw new ForbiddenError(chartsNotAvailable(refused));
  const linked = new Set(held.linked);
  return named.filter((id) => visible.has(id) || (keepHeld && linked.has(id)));
}
