/**
 * Ids of new native filters and dividers: the prefix Superset uses plus a random part, so ids
 * created in two browsers at once never collide.
 */
import { NATIVE_FILTER_DIVIDER_PREFIX, NATIVE_FILTER_PREFIX } from './filter-constants';

const ALPHABET = 'useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict';

/** 21 URL-safe random characters (nanoid's size and alphabet) from the platform's CSPRNG. */
function randomPart(size = 21): string {
  const bytes = new Uint8Array(size);
  globalThis.crypto.getRandomValues(bytes);
  let id = '';
  for (const byte of bytes) id += ALPHABET[byte & 63];
  return id;
}

export function newNativeFilterId(): string {
  return `${NATIVE_FILTER_PREFIX}${randomPart()}`;
}

export function newDividerId(): string {
  return `${NATIVE_FILTER_DIVIDER_PREFIX}${randomPart()}`;
}
