/**
 * The frame of the dashboard list tests: a server seeded with the dashboards of dashboardSeed.ts
 * and the admin's browser, with the steps both list files take on them.
 */
import type { Page } from 'playwright-core';
import type { ApiSession } from './apiSession';
import { findDashboard, seedDashboards, type SeededDashboard } from './dashboardSeed';
import { listCallAfter } from './listPage';
import { screenshot, useListTestSession } from './listTestSession';

export interface DashboardListFrame {
  /** The seeded dashboards, filled in place before the first test. */
  seeded: SeededDashboard[];
  byTitle(title: string): SeededDashboard;
  /** A screenshot of the admin's page under the list screenshots folder. */
  shot(name: string): Promise<Buffer>;
  /** Opens `/dashboard/list/` (with `query`) and waits for its list call. */
  openList(query?: string): Promise<void>;
}

/** Registers the frame; `opened` is told the admin's page and API session before the first test. */
export function useDashboardListSession(
  opened: (page: Page, api: ApiSession) => void,
): DashboardListFrame {
  const seeded: SeededDashboard[] = [];
  let page: Page;
  useListTestSession(
    async (api) => {
      seeded.push(...(await seedDashboards(api)));
    },
    {
      opened: (session) => {
        page = session.page;
        opened(session.page, session.api);
      },
    },
  );
  return {
    seeded,
    byTitle: (title) => findDashboard(seeded, title),
    shot: (name) => screenshot(page, name),
    openList: async (query = '') => {
      await listCallAfter(page, 'dashboard', () => page.goto(`/dashboard/list/${query}`));
    },
  };
}
