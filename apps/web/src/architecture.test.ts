/**
 * The web app's layers are held by lint (`webLayers` in eslint.config.js): chart types never
 * import features, and a feature is reached only through its public `index.ts` (or a page the
 * routes load). These cases lint real import lines as if they were written in real files, so a
 * zone that stops matching (a renamed folder, a glob typo, a resolver that no longer finds `.ts`
 * files) fails here instead of letting every import through silently.
 */
import { ESLint } from 'eslint';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { webLayers } from '../../../eslint.config.js';

// The repository root, without node:path (web sources never import node modules).
const ROOT = new URL('../../../', import.meta.url).pathname;
const RULE = 'import-x/no-restricted-paths';

// Only the layer rule, with a parser that needs no type information, so each case lints quickly.
const layersOnly = new ESLint({
  cwd: ROOT,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.{ts,tsx}'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX },
      ...webLayers,
    },
  ],
});

async function layerErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await layersOnly.lintText(code, { filePath: ROOT + filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === RULE || message.fatal)
    .map((message) => message.message);
}

describe('web layers', () => {
  it('refuses a feature reaching into another feature past its public file', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/home/Home.tsx',
      "import { exploreSlice } from '../explore/exploreSlice';\nexport const slice = exploreSlice;\n",
    );
    expect(errors).toEqual([expect.stringContaining('features/explore/index.ts')]);
  });

  it('lets a feature import another through its public file', async () => {
    const errors = await layerErrors(
      'apps/web/src/features/home/Home.tsx',
      "import { exploreSlice } from '../explore';\nexport const slice = exploreSlice;\n",
    );
    expect(errors).toEqual([]);
  });

  it('refuses shared code and browser tests reaching into a feature', async () => {
    const fromStore = await layerErrors(
      'apps/web/src/store/store.ts',
      "import { dashboardInfoSlice } from '../features/dashboard-page/state/dashboardInfoSlice';\nexport const slice = dashboardInfoSlice;\n",
    );
    expect(fromStore).toHaveLength(1);
    const fromE2e = await layerErrors(
      'apps/web/e2e/dashboard.e2e.ts',
      "import { dashboardUrls } from '../src/features/dashboard-page/api/dashboardUrls';\nexport const urls = dashboardUrls;\n",
    );
    expect(fromE2e).toHaveLength(1);
  });

  it('lets routes load a feature page on demand and a feature use its own files', async () => {
    const route = await layerErrors(
      'apps/web/src/routes/lazyPages.ts',
      "export const page = () => import('../features/dashboard-page/DashboardPage');\n",
    );
    expect(route).toEqual([]);
    const own = await layerErrors(
      'apps/web/src/features/dashboard-page/DashboardView.tsx',
      "import { dashboardUrls } from './api/dashboardUrls';\nexport const urls = dashboardUrls;\n",
    );
    expect(own).toEqual([]);
  });

  it('refuses a chart type importing a feature, even through its public file', async () => {
    const errors = await layerErrors(
      'apps/web/src/visualizations/pie/controlPanel.ts',
      "import { exploreSlice } from '../../features/explore';\nexport const slice = exploreSlice;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Chart types are hosted by features')]);
  });

  it('applies the layer rule to every web file in the real lint config', async () => {
    const eslint = new ESLint({ cwd: ROOT });
    for (const file of [
      'apps/web/src/features/home/Home.tsx',
      'apps/web/src/visualizations/pie/controlPanel.ts',
      'apps/web/e2e/dashboard.e2e.ts',
    ]) {
      const config = (await eslint.calculateConfigForFile(ROOT + file)) as {
        rules: Record<string, unknown>;
      };
      // ESLint reports the severity as a number ('error' is 2).
      const [, options] = webLayers.rules?.[RULE] as [string, unknown];
      expect(config.rules[RULE]).toEqual([2, options]);
    }
  });
});
