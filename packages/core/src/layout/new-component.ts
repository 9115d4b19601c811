/**
 * Fresh layout components with Superset's per-type defaults. Ids are
 * `<TYPE>-<random>`; the random part can be injected for reproducible tests and imports.
 */
import {
  BACKGROUND_TRANSPARENT,
  DEFAULT_HEADER_TEXT,
  DEFAULT_TAB_TITLE,
  GRID_COLUMN_COUNT,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  MEDIUM_HEADER,
} from './layout-constants';
import type { LayoutComponentType, LayoutItem, LayoutItemMeta } from './layout-types';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
const ID_LENGTH = 10;

/**
 * A random id part. Uniqueness within one dashboard is all that matters (64^10 values), so the
 * platform's random source is used when present and Math.random otherwise.
 */
export function randomIdPart(): string {
  const bytes = new Uint8Array(ID_LENGTH);
  if (typeof globalThis.crypto?.getRandomValues === 'function') {
    globalThis.crypto.getRandomValues(bytes);
  } else {
    for (let index = 0; index < ID_LENGTH; index += 1) bytes[index] = Math.random() * 256;
  }
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

export function defaultMeta(type: LayoutComponentType): LayoutItemMeta {
  switch (type) {
    case 'CHART':
    case 'MARKDOWN':
      return { width: GRID_DEFAULT_CHART_WIDTH, height: GRID_DEFAULT_CHART_HEIGHT };
    case 'COLUMN':
      return { width: GRID_DEFAULT_CHART_WIDTH, background: BACKGROUND_TRANSPARENT };
    case 'ROW':
      return { background: BACKGROUND_TRANSPARENT };
    case 'HEADER':
      return {
        text: DEFAULT_HEADER_TEXT,
        headerSize: MEDIUM_HEADER,
        background: BACKGROUND_TRANSPARENT,
      };
    case 'TAB':
      return { text: '', defaultText: DEFAULT_TAB_TITLE, placeholder: DEFAULT_TAB_TITLE };
    case 'DYNAMIC':
      return { width: GRID_COLUMN_COUNT, background: BACKGROUND_TRANSPARENT };
    case 'TABS':
    case 'DIVIDER':
    case 'ROOT':
    case 'GRID':
      return {};
  }
}

/** `meta` without keys set to undefined, so they do not erase a default. */
function definedEntries(meta: Partial<LayoutItemMeta>): Partial<LayoutItemMeta> {
  return Object.fromEntries(Object.entries(meta).filter(([, value]) => value !== undefined));
}

/** A new, unattached component: no children, no parents until it is placed. */
export function newComponent(
  type: LayoutComponentType,
  meta: Partial<LayoutItemMeta> = {},
  idSeed: () => string = randomIdPart,
): LayoutItem {
  return {
    id: `${type}-${idSeed()}`,
    type,
    children: [],
    parents: [],
    meta: { ...defaultMeta(type), ...definedEntries(meta) },
  };
}
