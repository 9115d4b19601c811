/**
 * The home feature's public surface: the home page body. Other features, the store, routes and
 * shared code import only this file; the rest of the folder is private to it. Route pages are
 * loaded on demand from their own files.
 */
export { Home } from './Home';
