/**
 * The connect-database modal in a real browser: "+ Database", the engine choice, the parameters
 * form (checked as fields are left, re-opened as saved) and the SQLAlchemy URI form behind its
 * link, connection tests ('Connection looks good!' / 'ERROR: %s'), the Advanced section, field
 * errors, saving a new SQLite file database (and a PostgreSQL one when the service runs), and
 * editing Allow DML.
 *
 * The web app is built into a private folder first so the test always sees this tree's code,
 * and the server gets a DATA_DIR of our own so the SQLite file can be created beforehand.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceAvailable } from '../../server/test/support/services';
import { findId, permissionViewIds } from './support/apiSession';
import type { ApiSession } from './support/apiSession';
import { listCallAfter, rowByTitle, rowTitles, toast } from './support/listPage';
import { openListTestBrowser } from './support/listTestSession';
import type { ListTestSession } from './support/listTestSession';
import { SCREENSHOT_DIR } from './support/paths';
import { startSqliteTestServer } from './support/sqliteTestServer';
import type { SqliteTestServer } from './support/sqliteTestServer';

const SHOTS = path.join(SCREENSHOT_DIR, 'w4');
const SQLITE_FILE = 'shop.db';
const SQLITE_NAME = 'Shop file';
const PARAMS_NAME = 'Shop by parameters';
const PG_NAME = 'Postgres test';
const PG_URI = 'postgresql://postgres@127.0.0.1:5432/test';
const READER_PASSWORD = 'reader-password-1';

const pgUp = await serviceAvailable('postgres');

let session: ListTestSession;
let page: Page;
let api: ApiSession;
let sqliteServer: SqliteTestServer | undefined;

interface StoredDatabase {
  id: number;
  database_name: string;
  allow_dml: boolean;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  cache_timeout: number | null;
  extra: string;
  backend: string;
  configuration_method: string;
  parameters: Record<string, unknown> | null;
}

const shot = (name: string) =>
  page.screenshot({ path: path.join(SHOTS, name), animations: 'disabled' });

/** The database with this name, straight from the API. */
async function stored(name: string): Promise<StoredDatabase | undefined> {
  const id = await findId(api, 'database', 'database_name', name);
  if (id === undefined) return undefined;
  return (await api.get<{ result: StoredDatabase }>(`/api/v1/database/${id}`)).result;
}

/** The open modal; labels are looked up inside it (the list has an 'Allow DML' filter too). */
const modal = () => page.getByRole('dialog');

const openList = () => listCallAfter(page, 'database', () => page.goto('/database/list/'));

/** Opens "+ Database", picks the engine, switches to the URI form and fills name and URI. */
async function startConnecting(engine: string, name: string, uri: string): Promise<void> {
  await page.getByTestId('create-database').click();
  const engineTile = page.getByTestId(`engine-${engine}`);
  const uriLink = modal().getByText('Connect this database with a SQLAlchemy URI string instead');
  // On a loaded machine a click can land while the dialog is still zooming in and be lost, so
  // the engine is picked again, waiting longer each time, until its form shows.
  for (let attempt = 0; attempt < 4 && !(await uriLink.isVisible()); attempt += 1) {
    if (await engineTile.isVisible()) await engineTile.click();
    await uriLink.waitFor({ timeout: 3_000 * 2 ** attempt }).catch(() => undefined);
  }
  await uriLink.click();
  await modal().getByLabel('Display name').fill(name);
  await modal().getByLabel('SQLAlchemy URI').fill(uri);
}

/** The text of the newest toast starting with `prefix`. */
async function toastText(prefix: string): Promise<string> {
  const found = page.getByTestId('toast').filter({ hasText: prefix }).last();
  await found.waitFor();
  return (await found.textContent()) ?? '';
}

beforeAll(async () => {
  fs.mkdirSync(SHOTS, { recursive: true });
  sqliteServer = await startSqliteTestServer(
    'w4',
    SQLITE_FILE,
    'create table orders (id integer primary key, total real); insert into orders (total) values (9.5), (12);',
  );
  api = sqliteServer.api;
  session = await openListTestBrowser(sqliteServer.server, api);
  page = session.page;
});

afterAll(async () => {
  await session?.stop();
  sqliteServer?.removeFolders();
});

describe('connect a database', () => {
  it('offers "+ Database" and the engines the server supports', async () => {
    await openList();
    await page.getByTestId('create-database').click();
    for (const engine of ['duckdb', 'sqlite', 'postgresql', 'mysql']) {
      await page.getByTestId(`engine-${engine}`).waitFor();
    }
    expect(await modal().getByText('STEP 1 OF 2').count()).toBe(1);
    await shot('01-engines.png');
    await page.getByTestId('engine-sqlite').click();
    // An engine with parameters opens on them; the link leads to the URI form and back.
    await modal().getByLabel('Database file').waitFor();
    await modal().getByText('Connect this database with a SQLAlchemy URI string instead').click();
    expect(await modal().getByLabel('SQLAlchemy URI').getAttribute('placeholder')).toBe(
      'sqlite:///file_in_the_data_directory.db',
    );
    await modal().getByText('Connect this database using the dynamic form instead').click();
    await modal().getByLabel('Database file').waitFor();
    expect(await modal().getByText('STEP 2 OF 2').count()).toBe(1);
    // Back returns to the engines; Cancel closes.
    await page.getByTestId('database-back').click();
    await page.getByTestId('engine-postgresql').click();
    for (const label of ['Host', 'Port', 'Database name', 'Username', 'Password']) {
      await modal().getByLabel(label, { exact: true }).waitFor();
    }
    expect(await modal().getByLabel('Port', { exact: true }).inputValue()).toBe('5432');
    await shot('01b-parameters.png');
    await modal().getByText('Connect this database with a SQLAlchemy URI string instead').click();
    expect(await modal().getByLabel('SQLAlchemy URI').getAttribute('placeholder')).toBe(
      'postgresql://user:password@host:port/dbname[?key=value&key=value...]',
    );
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
  });

  it('tests a SQLite file connection, refuses a bad URI, and saves with the advanced settings', async () => {
    await openList();
    await startConnecting('sqlite', SQLITE_NAME, 'nosuchdriver://somewhere/db');
    await page.getByTestId('test-connection').click();
    const error = await toastText('ERROR: ');
    expect(error.startsWith('ERROR: ')).toBe(true);
    expect(error.length).toBeGreaterThan('ERROR: '.length);
    await shot('02-bad-uri.png');

    await modal().getByLabel('SQLAlchemy URI').fill(`sqlite:///${SQLITE_FILE}`);
    await page.getByTestId('test-connection').click();
    await toast(page, 'Connection looks good!');
    await shot('03-connection-good.png');

    await modal().getByText('Advanced', { exact: true }).click();
    await modal().getByLabel('Allow async queries').check();
    await modal().getByLabel('Cache timeout (seconds)').fill('300');
    await modal().getByLabel('Query timeout in seconds').fill('30');
    await shot('04-advanced.png');
    await listCallAfter(page, 'database', () => page.getByTestId('database-save').click());
    await toast(page, `Database ${SQLITE_NAME} was connected`);
    await modal().waitFor({ state: 'detached' });
    expect(await rowTitles(page)).toContain(SQLITE_NAME);
    await shot('05-saved.png');

    const saved = await stored(SQLITE_NAME);
    expect(saved).toMatchObject({
      backend: 'sqlite',
      expose_in_sqllab: true,
      allow_dml: false,
      allow_run_async: true,
      allow_file_upload: false,
      cache_timeout: 300,
    });
    expect(JSON.parse(saved?.extra ?? '')).toEqual({ query_timeout: 30 });
  });

  it("shows the server's field error next to its field", async () => {
    await openList();
    await startConnecting('sqlite', SQLITE_NAME, `sqlite:///${SQLITE_FILE}`);
    await page.getByTestId('database-save').click();
    const explain = page.locator('#database-form_database_name_help');
    await explain.getByText('A database with the same name already exists.').waitFor();
    await shot('06-field-error.png');
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
  });

  it('connects a SQLite file with the parameters form, checking the path as it is left', async () => {
    await openList();
    await page.getByTestId('create-database').click();
    await page.getByTestId('engine-sqlite').click();
    const file = modal().getByLabel('Database file');
    await file.fill('missing.db');
    await file.blur();
    await page
      .locator('#database-form_parameters_database_help')
      .getByText('Database file missing.db does not exist')
      .waitFor();
    await shot('10-parameters-error.png');
    await file.fill(SQLITE_FILE);
    await modal().getByLabel('Display name').fill(PARAMS_NAME);
    await page.getByTestId('test-connection').click();
    await toast(page, 'Connection looks good!');
    await shot('11-parameters-good.png');
    await listCallAfter(page, 'database', () => page.getByTestId('database-save').click());
    await toast(page, `Database ${PARAMS_NAME} was connected`);
    await modal().waitFor({ state: 'detached' });
    expect(await stored(PARAMS_NAME)).toMatchObject({
      backend: 'sqlite',
      configuration_method: 'dynamic_form',
      parameters: { database: SQLITE_FILE },
    });

    // Editing re-opens the parameters form; its link shows the same connection as a URI.
    await rowByTitle(page, PARAMS_NAME).getByTestId('row-action-edit').click();
    await expect.poll(() => modal().getByLabel('Database file').inputValue()).toBe(SQLITE_FILE);
    await shot('12-parameters-edit.png');
    await modal().getByText('Connect this database with a SQLAlchemy URI string instead').click();
    expect(await modal().getByLabel('SQLAlchemy URI').inputValue()).toBe(
      `sqlite:///${SQLITE_FILE}`,
    );
    await modal().getByRole('button', { name: 'Cancel' }).click();
    await modal().waitFor({ state: 'detached' });
  });

  it.skipIf(!pgUp)('connects the PostgreSQL test database', async () => {
    await openList();
    await startConnecting('postgresql', PG_NAME, PG_URI);
    await page.getByTestId('test-connection').click();
    await toast(page, 'Connection looks good!');
    await listCallAfter(page, 'database', () => page.getByTestId('database-save').click());
    await toast(page, `Database ${PG_NAME} was connected`);
    expect(await rowTitles(page)).toContain(PG_NAME);
    expect((await stored(PG_NAME))?.backend).toBe('postgresql');
  });

  it('offers neither "+ Database" nor Edit to a user who may only read databases', async () => {
    const readDatabase = await permissionViewIds(api, 'can_read', 'eq', 'Database');
    expect(readDatabase.length).toBe(1);
    // Seeing a database's row also takes access to that database.
    const shopAccess = await permissionViewIds(api, 'database_access', 'ct', `[${SQLITE_NAME}]`);
    expect(shopAccess.length).toBe(1);
    const role = await api.post<{ id: number }>('/api/v1/security/roles/', { name: 'db_reader' });
    await api.post(`/api/v1/security/roles/${role.id}/permissions`, {
      permission_view_menu_ids: [...readDatabase, ...shopAccess],
    });
    await api.post('/api/v1/security/users/', {
      first_name: 'Rita',
      last_name: 'Reader',
      username: 'db_reader',
      email: 'rita@example.com',
      password: READER_PASSWORD,
      roles: [role.id],
    });
    const [context, readerPage] = await session.signIn('db_reader', READER_PASSWORD);
    try {
      await listCallAfter(readerPage, 'database', () => readerPage.goto('/database/list/'));
      expect(await rowTitles(readerPage)).toContain(SQLITE_NAME);
      // The buttons depend on `_info`: let every call settle before checking they are absent.
      await readerPage.waitForLoadState('networkidle');
      expect(await readerPage.getByTestId('create-database').count()).toBe(0);
      expect(await readerPage.getByTestId('row-action-edit').count()).toBe(0);
      await readerPage.screenshot({ path: path.join(SHOTS, '09-reader.png') });
    } finally {
      await context.close();
    }
  });

  it('edits a database: Allow DML persists across a reload', async () => {
    const name = pgUp ? PG_NAME : SQLITE_NAME;
    expect((await stored(name))?.allow_dml).toBe(false);
    await openList();
    const row = rowByTitle(page, name);
    expect(await row.getByRole('img', { name: 'No' }).count()).toBeGreaterThan(0);
    await row.getByTestId('row-action-edit').click();
    await expect.poll(() => modal().getByLabel('Display name').inputValue()).toBe(name);
    const uri = await modal().getByLabel('SQLAlchemy URI').inputValue();
    expect(uri).toBe(pgUp ? PG_URI : `sqlite:///${SQLITE_FILE}`);
    await modal().getByText('Advanced', { exact: true }).click();
    await modal().getByLabel('Allow DML').check();
    await shot('07-edit.png');
    await listCallAfter(page, 'database', () => page.getByTestId('database-save').click());
    await toast(page, `Database ${name} was saved`);

    await openList();
    const reloaded = rowByTitle(page, name);
    // The Allow DML column (the second flag) now shows a check.
    const flags = reloaded.locator('.pn-flag-on, .pn-flag-off');
    expect(await flags.nth(1).getAttribute('aria-label')).toBe('Yes');
    expect((await stored(name))?.allow_dml).toBe(true);
    await reloaded.getByTestId('row-action-edit').click();
    await modal().getByText('Advanced', { exact: true }).click();
    expect(await modal().getByLabel('Allow DML').isChecked()).toBe(true);
    await shot('08-edit-persisted.png');
    await modal().getByRole('button', { name: 'Cancel' }).click();
  });
});
