/**
 * Uploaded text to a string, as Superset's CSV reader does it: UTF-8 first, and when the bytes
 * are not valid UTF-8, Latin-1 (Windows-1252, what spreadsheets on Windows save). A byte-order
 * mark decides instead when there is one (UTF-8, UTF-16 LE or BE) and is dropped.
 */
import { hasUtf16Bom } from './file-kind';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

export function decodeText(data: Buffer): string {
  if (data[0] === UTF8_BOM[0] && data[1] === UTF8_BOM[1] && data[2] === UTF8_BOM[2])
    return new TextDecoder('utf-8').decode(data.subarray(3));
  if (hasUtf16Bom(data)) {
    const encoding = data[0] === 0xff ? 'utf-16le' : 'utf-16be';
    return new TextDecoder(encoding).decode(data.subarray(2));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    // The WHATWG "latin1" label is Windows-1252, which every byte sequence decodes under.
    return new TextDecoder('latin1').decode(data);
  }
}
