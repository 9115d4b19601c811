/**
 * Entry point: load configuration, prepare the store, serve API and web app on one port, and shut
 * down gracefully on SIGINT/SIGTERM.
 */
import { buildApp } from './app';
import { bootstrap } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createContainer } from './container';
import { startServerReportJobs } from './jobs/reports/report-jobs';

/** Settings the server cannot run with end the process with their message, not a stack trace. */
function exitOnConfigError(err: unknown): never {
  if (err instanceof ConfigError) {
    console.error(`Panorama cannot start: ${err.message}`);
    process.exit(1);
  }
  throw err;
}

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    exitOnConfigError(err);
  }
  const container = createContainer(config);
  const app = await buildApp(container);
  const result = await bootstrap(container, app.log).catch(exitOnConfigError);
  // Report and alert schedules run in every server process (each run is claimed once).
  const reportJobs = await startServerReportJobs(container, { log: app.log });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'Shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    await reportJobs.close();
    await container.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const where = `http://localhost:${config.port}/`;
  const banner = [
    '',
    `  Panorama is running at ${where}`,
    `  Log in at ${where}login/ as "${config.admin.username}"`,
    result.generatedAdminPassword
      ? `  with the generated password: ${result.generatedAdminPassword}\n  (shown once; set ADMIN_PASSWORD to choose your own)`
      : result.adminCreated
        ? '  with the password from ADMIN_PASSWORD'
        : '',
    '',
  ].join('\n');
  console.log(banner);
}

main().catch((err: unknown) => {
  console.error('Panorama failed to start:', err);
  process.exit(1);
});
