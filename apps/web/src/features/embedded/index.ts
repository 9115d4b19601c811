/** The embedded mode's public surface; its page is loaded on demand from its own file. */
export { startHostChannel } from './hostChannel';
