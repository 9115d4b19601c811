/* eslint import-x/no-cycle: "off" -- the rule's resolver crashes while walking vite's own dist files; a config file has no cycles to find. */
/**
 * Vite build of the web app. The server serves `dist/index.html` for every non-API path and
 * `dist/assets/*` as static files; in development Vite serves the app and forwards server paths.
 */
import type { IncomingMessage } from 'node:http';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import type { ProxyOptions, UserConfig } from 'vite';

const SERVER = process.env.PANORAMA_SERVER_URL ?? 'http://localhost:8088';

/**
 * `/login/` is both a page (GET, rendered by the app) and the login API (POST). Page loads must
 * stay with Vite so the dev build is used instead of the server's copy of `dist`.
 */
function keepPageLoads(req: IncomingMessage): string | undefined {
  const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  return isPage ? '/index.html' : undefined;
}

const toServer: ProxyOptions = { target: SERVER, changeOrigin: false };

/**
 * A build is what users get, so it is React's production build whatever NODE_ENV the caller
 * inherited: the browser tests build the app from inside vitest, which sets NODE_ENV=test, and
 * Vite would otherwise bundle React's development build (several times slower to render).
 * `vite build --mode development` still gives a development build on purpose.
 */
function productionNodeEnvForBuilds(command: string, mode: string): void {
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
}

const config: UserConfig = {
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    // dist/.vite/manifest.json maps source files to chunks; bench/bundle.ts reads it to find the
    // chunks a chart type loads. The server does not serve dot folders, so it stays private.
    manifest: true,
    // antd alone is ~1 MB minified; the default 500 kB warning would fire on every build.
    chunkSizeWarningLimit: 2000,
    rolldownOptions: {
      output: {
        // Left alone, the bundler cuts what every page needs into dozens of small chunks (one per
        // combination of lazy pages that share them), and small chunks compress badly. Two
        // groups keep the start-up code together: the React/Redux/router runtime, and antd's
        // styling and utility core. Measured with bench/bundle.ts: the shell 288 → 276 KB gzip,
        // shell + dashboard + three chart types 632 → 617 KB, every other page smaller too.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-redux|@reduxjs|immer|reselect|redux|react-router)[\\/]/,
              priority: 20,
            },
            {
              name: 'antd-core',
              test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors)|antd[\\/]es[\\/](_util|config-provider|theme|style|locale)|@rc-component[\\/](util|motion|resize-observer))[\\/]/,
              priority: 15,
            },
            // Number, currency and time formats: nearly every chart type writes values with them,
            // and left alone they scatter into several small chunks on a dashboard's first load
            // (measured: shell + dashboard + three chart types 601.8 → 601.4 KB).
            {
              name: 'value-formats',
              test: /packages[\\/]core[\\/]src[\\/]format[\\/]|visualizations[\\/]shared[\\/]form-data[\\/]metricValueFormat/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': toServer,
      '/login': { ...toServer, bypass: keepPageLoads },
      '/logout': toServer,
      '/health': toServer,
      '/swagger': toServer,
      '/dynamic-plugins': toServer,
    },
  },
  preview: { port: 4173 },
};

export default defineConfig(({ command, mode }) => {
  productionNodeEnvForBuilds(command, mode);
  return config;
});
