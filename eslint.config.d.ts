// The lint configuration's types, for the tests that lint snippets with its real layer rules.
import type { Linter } from 'eslint';

export const webLayers: Linter.Config;
declare const config: Linter.Config[];
export default config;
