/** The ordered list of migrations; add new files here with a later timestamp. */
import * as initial from './20261121_0001_initial';
import * as savedQueries from './20261121_0002_saved_queries';
import * as keyValueLookups from './20261122_0003_key_value_lookups';
import * as annotationLayers from './20261123_0004_annotation_layers';

export const migrations = {
  '20261121_0001_initial': initial,
  '20261121_0002_saved_queries': savedQueries,
  '20261122_0003_key_value_lookups': keyValueLookups,
  '20261123_0004_annotation_layers': annotationLayers,
};
