/**
 * Uploaded text to a string, as Superset's CSV reader does it: UTF-8 first, and when the bytes
 * are not valid UTF-8, Latin-1 (Windows-1252, what spreadsheets on Windows save). A byte-order
 * mark decides instead when there is one (UTF-8, UTF-16 LE or BE) and is dropped.
 */
import { hasUtf16Bom } from './file-kind';

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/**
 * Windows-1252's characters for bytes 0x80-0x9F (undefined bytes keep their Latin-1 code point).
 * Node's TextDecoder decodes the "windows-1252" label as ISO-8859-1, so the table is here.
 */
const CP1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f' +
  '\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function decodeWindows1252(data: Buffer): string {
  const latin1 = data.toString('latin1');
  return latin1.replace(/[\u0080-\u009f]/g, (ch) => CP1252_HIGH[ch.charCodeAt(0) - 0x80] ?? ch);
}

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
    // Every byte sequence decodes under Windows-1252.
    return decodeWindows1252(data);
  }
}
