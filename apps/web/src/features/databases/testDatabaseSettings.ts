/** The settings a database is written with when none is changed: exposed in SQL Lab, all else off. */
export const untouchedDatabaseSettings = {
  expose_in_sqllab: true,
  allow_dml: false,
  allow_run_async: false,
  allow_file_upload: false,
  cache_timeout: null,
  extra: '{}',
};
