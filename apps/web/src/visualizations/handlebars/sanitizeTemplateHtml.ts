/**
 * The rendered template's HTML made safe to insert: DOMPurify's HTML profile (no scripts, event
 * handlers, javascript: links, SVG or MathML), no forms, frames, embeds, `<style>` or `<link>`
 * (styles come only from the scoped style template), inline `style` attributes cleaned like the
 * style template, and new-window links without opener access. A private DOMPurify instance
 * keeps these hooks away from the rest of the app.
 */
import DOMPurify from 'dompurify';
import { sanitizeDeclarations } from './scopedCss';

let purifier: ReturnType<typeof DOMPurify> | null = null;

function instance(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const created = DOMPurify(window);
  created.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName !== 'style') return;
    const cleaned = sanitizeDeclarations(data.attrValue);
    if (cleaned) data.attrValue = cleaned;
    else data.keepAttr = false;
  });
  created.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof HTMLAnchorElement && node.hasAttribute('target')) {
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = created;
  return created;
}

export function sanitizeTemplateHtml(html: string): string {
  return instance().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: [
      'style',
      'link',
      'meta',
      'base',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'option',
      'iframe',
      'frame',
      'frameset',
      'object',
      'embed',
    ],
    FORBID_ATTR: ['srcset', 'action', 'formaction', 'ping'],
  });
}
