/**
 * A site that embeds a Panorama dashboard with the real `@superset-ui/embedded-sdk` (its UMD
 * bundle), served on its own loopback port so it is another origin than the server. Its page
 * calls `embedDashboard`, and `fetchGuestToken` asks the host's own backend, which asks Panorama
 * for a guest token with the admin's API session and the row-level clauses the test sets, as an
 * embedding site's backend does. The host counts the tokens it handed out.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { ApiSession } from './apiSession';
import { REPO_ROOT } from './paths';

const SDK_BUNDLE = path.join(REPO_ROOT, 'node_modules/@superset-ui/embedded-sdk/bundle/index.js');

export interface EmbeddingHost {
  origin: string;
  /** Row-level clauses put in the next guest tokens. */
  rls: { clause: string; dataset?: number }[];
  /** The guest tokens handed to the page, oldest first. */
  tokens: string[];
  close(): Promise<void>;
}

function hostPage(uuid: string, supersetDomain: string): string {
  return `<!doctype html>
<html><head><title>Embedding host</title>
<style>body{margin:0;font-family:sans-serif}h1{font-size:16px;margin:8px}
#mount iframe{width:100%;height:760px;border:0}</style></head>
<body><h1>Host application</h1><div id="mount"></div>
<script src="/sdk.js"></script>
<script>
window.embedded = supersetEmbeddedSdk.embedDashboard({
  id: ${JSON.stringify(uuid)},
  supersetDomain: ${JSON.stringify(supersetDomain)},
  mountPoint: document.getElementById('mount'),
  fetchGuestToken: () => fetch('/guest-token').then((r) => r.text()),
  dashboardUiConfig: { hideChartControls: false },
});
</script></body></html>`;
}

export async function startEmbeddingHost(
  api: ApiSession,
  serverOrigin: string,
  uuid: string,
  port: number,
): Promise<EmbeddingHost> {
  const host: EmbeddingHost = {
    origin: `http://127.0.0.1:${port}`,
    rls: [],
    tokens: [],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === '/sdk.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end(fs.readFileSync(SDK_BUNDLE));
      } else if (request.url === '/guest-token') {
        const { token } = await api.post<{ token: string }>('/api/v1/security/guest_token/', {
          user: { username: 'host_visitor', first_name: 'Host', last_name: 'Visitor' },
          resources: [{ type: 'dashboard', id: uuid }],
          rls: host.rls,
        });
        host.tokens.push(token);
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(token);
      } else {
        response.writeHead(200, { 'content-type': 'text/html' });
        response.end(hostPage(uuid, serverOrigin));
      }
    })().catch((err: unknown) => {
      response.writeHead(500);
      response.end(String(err));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return host;
}
