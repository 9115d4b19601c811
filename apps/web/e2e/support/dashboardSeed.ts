/** The dashboards the dashboard list tests start from, and what each test expects of them. */
import type { ApiSession } from './apiSession';

export interface SeededDashboard {
  /** Set to -1 once a test deletes it. */
  id: number;
  title: string;
  published: boolean;
}

export const LONG_TITLE = 'Quarterly revenue by region and product line';
export const CERTIFIED_TITLE = 'Sales 03';

/** Sales 01..20 and Marketing 01..07, every third one published, then one long-titled dashboard. */
function plan(): Array<Omit<SeededDashboard, 'id'>> {
  const titles: Array<Omit<SeededDashboard, 'id'>> = [];
  const two = (i: number) => String(i).padStart(2, '0');
  for (let i = 1; i <= 20; i += 1)
    titles.push({ title: `Sales ${two(i)}`, published: i % 3 === 0 });
  for (let i = 1; i <= 7; i += 1) {
    titles.push({ title: `Marketing ${two(i)}`, published: i % 3 === 0 });
  }
  titles.push({ title: LONG_TITLE, published: true });
  return titles;
}

/**
 * Creates five more users (User One..Five) and the dashboards, oldest first. The long-titled one
 * is owned by the admin and the five users, for the "at most four avatars" check.
 */
export async function seedDashboards(api: ApiSession): Promise<SeededDashboard[]> {
  const roles = await api.get<{ result: Array<{ text: string; value: number }> }>(
    '/api/v1/security/users/related/roles',
  );
  const gamma = roles.result.find((r) => r.text === 'Gamma')?.value;
  const owners: number[] = [api.userId];
  for (const name of ['One', 'Two', 'Three', 'Four', 'Five']) {
    const created = await api.post<{ id: number }>('/api/v1/security/users/', {
      first_name: 'User',
      last_name: name,
      username: `user_${name.toLowerCase()}`,
      email: `${name.toLowerCase()}@example.com`,
      password: 'owner-meadow-violin-42',
      roles: gamma === undefined ? [] : [gamma],
    });
    owners.push(created.id);
  }
  const seeded: SeededDashboard[] = [];
  for (const dashboard of plan()) {
    const created = await api.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: dashboard.title,
      published: dashboard.published,
      ...(dashboard.title === LONG_TITLE ? { owners } : {}),
      ...(dashboard.title === CERTIFIED_TITLE
        ? { certified_by: 'Data team', certification_details: 'Checked weekly' }
        : {}),
    });
    seeded.push({ ...dashboard, id: created.id });
  }
  return seeded;
}

export function findDashboard(seeded: SeededDashboard[], title: string): SeededDashboard {
  const found = seeded.find((d) => d.title === title);
  if (!found) throw new Error(`Not seeded: ${title}`);
  return found;
}
