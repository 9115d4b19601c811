/**
 * SQL Lab's public surface: its store slice (which SQL Lab injects into the store itself when its
 * code loads, `sqlLabState.ts`). Other features, the store, routes and shared code import only
 * this file; the rest of the folder is private to it. Route pages are loaded on demand from their
 * own files.
 */
export { sqlLabSlice } from './sqllabSlice';
