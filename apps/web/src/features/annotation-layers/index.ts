/**
 * The annotation layers feature's public surface: the annotation layers control explore shows.
 * Other features, the store, routes and shared code import only this file; the rest of the folder
 * is private to it. Route pages are loaded on demand from their own files.
 */
export { AnnotationLayersControl } from './explore/AnnotationLayersControl';
