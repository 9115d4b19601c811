/**
 * The import feature's public surface: the import button list pages show. Other features, the
 * store, routes and shared code import only this file; the rest of the folder is private to it.
 * Route pages are loaded on demand from their own files.
 */
export { ImportButton } from './ImportButton';
