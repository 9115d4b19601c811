/**
 * The saved queries feature's public surface: the SQL first line and SQL Lab link of a saved
 * query. Other features, the store, routes and shared code import only this file; the rest of the
 * folder is private to it. Route pages are loaded on demand from their own files.
 */
export { savedQuerySqlLabPath, sqlFirstLine } from './savedQueryTypes';
