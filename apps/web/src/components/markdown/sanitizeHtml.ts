/**
 * DOMPurify with an allow-list: only the listed tags and attributes survive, never data-*
 * attributes unless listed. Whatever a list says, what runs script never survives
 * (`@panorama/core/html/script-carriers`): script and plugin elements, `base`, `meta`, old
 * frames, event handlers, `srcdoc` and javascript:, vbscript: and data: URLs.
 */
import DOMPurify, { type UponSanitizeAttributeHookEvent } from 'dompurify';
import {
  hasScriptUrlScheme,
  isScriptCarryingAttribute,
  SCRIPT_CARRYING_TAGS,
} from '@panorama/core/html/script-carriers';

/** Tags of plain markdown: paragraphs, emphasis, inline code, links, lists and headings. */
export const BASIC_MARKDOWN_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'code',
  'a',
  'ul',
  'ol',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
];

/** Each attribute's allowed values (null: any value), by attribute name. */
export type AttributeRules = Readonly<Record<string, readonly string[] | null>>;

export interface HtmlAllowList {
  tags: string[];
  /** Every attribute that may appear; `attributeRules`, when set, narrows where and with what. */
  attributes: string[];
  /**
   * Rules by tag name, or `*` for every tag: an attribute stays only where its tag's rules, else
   * the `*` rules, name it, and only with a listed value (`class`: only the listed classes).
   */
  attributeRules?: Readonly<Record<string, AttributeRules>>;
  /**
   * The URLs links and images may point to, for every tag (DOMPurify on its own would still let
   * images load data: URLs); DOMPurify's default when absent.
   */
  uriPattern?: RegExp;
  /** The URLs by attribute (`href`, `src`, `cite`...), where one differs from `uriPattern`. */
  uriPatterns?: Readonly<Record<string, RegExp>>;
  /**
   * `id` and `name` values are prefixed with `user-content-`, so user markup cannot shadow the
   * page's own elements or document properties (DOM clobbering).
   */
  prefixNamedProperties?: boolean;
}

const URL_ATTRIBUTES = new Set(['href', 'src', 'xlink:href', 'action', 'formaction']);
// DOMPurify ignores these characters when it reads a URL, and so do browsers.
// eslint-disable-next-line no-control-regex -- stripping control characters is the point
const IGNORED_IN_URLS = /[\u0000-\u0020\u00a0\u1680\u180e\u2000-\u2029\u205f\u3000]/g;

/**
 * Settings of every call: elements and attributes removed under any allow-list, and the markup
 * read as a body's content (otherwise a leading `<style>` is parsed into the document's head and
 * lost).
 */
const ALWAYS = {
  FORBID_TAGS: [...SCRIPT_CARRYING_TAGS],
  FORBID_ATTR: ['srcdoc'],
  FORCE_BODY: true,
};

/** The rule of an attribute on a tag: its tag's, else every tag's; undefined when none. */
function ruleFor(
  rules: NonNullable<HtmlAllowList['attributeRules']>,
  tag: string,
  attribute: string,
): readonly string[] | null | undefined {
  const own = rules[tag];
  if (own && Object.hasOwn(own, attribute)) return own[attribute];
  const every = rules['*'];
  return every && Object.hasOwn(every, attribute) ? every[attribute] : undefined;
}

/** Applies the value rule: false drops the attribute; `class` keeps only its listed classes. */
function keepValue(data: UponSanitizeAttributeHookEvent, values: readonly string[]): boolean {
  if (data.attrName !== 'class') return values.includes(data.attrValue);
  const kept = data.attrValue.split(/\s+/).filter((token) => values.includes(token));
  data.attrValue = kept.join(' ');
  return kept.length > 0;
}

/** A purifier of its own, so the hook below never touches other users of DOMPurify. */
const purifier = DOMPurify();
let active: HtmlAllowList | undefined;
purifier.addHook('uponSanitizeAttribute', (node: Element, data: UponSanitizeAttributeHookEvent) => {
  const name = data.attrName;
  if (isScriptCarryingAttribute(name)) {
    data.keepAttr = false;
    return;
  }
  const pattern = active?.uriPatterns?.[name] ?? active?.uriPattern;
  if (
    URL_ATTRIBUTES.has(name) ||
    (active?.uriPatterns && Object.hasOwn(active.uriPatterns, name))
  ) {
    const url = data.attrValue.replace(IGNORED_IN_URLS, '');
    if (hasScriptUrlScheme(url) || (pattern !== undefined && !pattern.test(url))) {
      data.keepAttr = false;
      return;
    }
  }
  const rules = active?.attributeRules;
  if (rules === undefined) return;
  const rule = ruleFor(rules, node.nodeName.toLowerCase(), name);
  if (rule === undefined || (rule !== null && !keepValue(data, rule))) data.keepAttr = false;
});

export function sanitizeHtml(html: string, allow: HtmlAllowList): string {
  active = allow;
  try {
    return purifier.sanitize(html, {
      ALLOWED_TAGS: allow.tags,
      ALLOWED_ATTR: allow.attributes,
      ALLOW_DATA_ATTR: false,
      ...ALWAYS,
      ...(allow.uriPattern === undefined ? {} : { ALLOWED_URI_REGEXP: allow.uriPattern }),
      ...(allow.prefixNamedProperties ? { SANITIZE_NAMED_PROPS: true } : {}),
    });
  } finally {
    active = undefined;
  }
}

/**
 * HTML without an allow-list of our own: DOMPurify's broad default lists (HTML, SVG and MathML
 * that cannot run script, styles included) plus frames, and still nothing that runs script;
 * `id` and `name` values are prefixed as above.
 */
export function sanitizeHtmlScriptsOnly(html: string): string {
  active = undefined;
  return purifier.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['target', 'allow', 'allowfullscreen', 'frameborder', 'loading', 'referrerpolicy'],
    ...ALWAYS,
    SANITIZE_NAMED_PROPS: true,
  });
}
