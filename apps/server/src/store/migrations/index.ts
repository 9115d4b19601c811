/** The ordered list of migrations; add new files here with a later timestamp. */
import * as initial from './20261121_0001_initial';
import * as savedQueries from './20261121_0002_saved_queries';
import * as keyValueLookups from './20261122_0003_key_value_lookups';
import * as annotationLayers from './20261123_0004_annotation_layers';
import * as dynamicPlugins from './20261124_0005_dynamic_plugins';
import * as rowLevelSecurity from './20261125_0006_row_level_security';
import * as filterSets from './20261126_0007_filter_sets';
import * as sqlLab from './20261127_0008_sqllab';
import * as reports from './20261128_0009_reports';
import * as sessionRevocation from './20261129_0010_session_revocation';
import * as usernameCase from './20261129_0012_username_case';
import * as embeddedDashboards from './20261129_0013_embedded_dashboards';
import * as auditLog from './20261129_0014_audit_log';

export const migrations = {
  '20261121_0001_initial': initial,
  '20261121_0002_saved_queries': savedQueries,
  '20261122_0003_key_value_lookups': keyValueLookups,
  '20261123_0004_annotation_layers': annotationLayers,
  '20261124_0005_dynamic_plugins': dynamicPlugins,
  '20261125_0006_row_level_security': rowLevelSecurity,
  '20261126_0007_filter_sets': filterSets,
  '20261127_0008_sqllab': sqlLab,
  '20261128_0009_reports': reports,
  '20261129_0010_session_revocation': sessionRevocation,
  '20261129_0012_username_case': usernameCase,
  '20261129_0013_embedded_dashboards': embeddedDashboards,
  '20261129_0014_audit_log': auditLog,
};
