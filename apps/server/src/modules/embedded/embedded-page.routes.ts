/**
 * `/embedded/{uuid}`: the web app in its embedded mode, for the embedding SDK's iframe. The page
 * is refused (403) when the site framing it is not among the dashboard's allowed domains, judged
 * by the Referer the browser sends with the frame's request (or its Origin), and its
 * `frame-ancestors` names the same domains so the browser refuses any other framing page too.
 * The page itself carries no data: everything it shows is read with the guest token.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { NotFoundError } from '@panorama/core/errors/app-error';
import type { Container } from '../../container';
import { appCsp, pageCspOrigins } from '../../http/static-web';
import { frameAncestorSources, isAllowedEmbedder } from './allowed-domains';

export const EMBEDDER_REFUSED = 'This site is not allowed to embed the dashboard';

export function registerEmbeddedPage(app: FastifyInstance, container: Container): void {
  const origins = pageCspOrigins({
    tileTemplates: container.config.deckglBaseMap.map(([template]) => template),
    frameOrigins: container.config.htmlSanitization.iframeOrigins,
  });
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/embedded/:uuid',
      { schema: { hide: true, params: z.object({ uuid: z.string().uuid() }) } },
      async (request, reply) => {
        const found = await container.embedded.byUuid(request.params.uuid);
        if (!found) throw new NotFoundError();
        const referrer = request.headers.referer ?? request.headers.origin;
        if (!isAllowedEmbedder(found.allowed_domains, referrer)) {
          // The refusal itself may show in the frame, so whoever embeds the page can see why.
          return reply
            .code(403)
            .header('content-security-policy', "default-src 'none'; frame-ancestors *")
            .type('text/plain')
            .send(EMBEDDER_REFUSED);
        }
        reply
          .header('cache-control', 'no-cache')
          .header(
            'content-security-policy',
            appCsp({ ...origins, frameAncestors: frameAncestorSources(found.allowed_domains) }),
          );
        // Without a built web app (the API-only server of the tests) there is no page to send.
        if (!app.hasReplyDecorator('sendFile')) return reply.type('text/html').send('');
        return reply.type('text/html').sendFile('index.html');
      },
    );
}
