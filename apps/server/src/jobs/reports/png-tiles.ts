/**
 * Cuts a tall screenshot into several PNG images of at most `maxHeight` pixels, so a long
 * dashboard arrives as a few readable inline images instead of one that mail clients shrink to
 * illegibility. Only what Chromium writes is handled (8-bit, non-interlaced, grey/RGB with or
 * without alpha); any other PNG is returned whole rather than guessed at.
 */
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 4: 2, 6: 4 };

export interface DecodedPng {
  width: number;
  height: number;
  colorType: number;
  /** Bytes per pixel. */
  channels: number;
  /** Unfiltered pixel rows, `width * channels` bytes each, top to bottom. */
  pixels: Buffer;
}

/** Width and height from the IHDR chunk, or null when this is not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  if (pa <= pb && pa <= pc) return a;
  return pb <= pc ? b : c;
}

/** Decodes a PNG this module can handle, or returns null. */
export function decodePng(png: Buffer): DecodedPng | null {
  const size = pngSize(png);
  if (!size) return null;
  const bitDepth = png[24];
  const colorType = png[25] ?? -1;
  const interlace = png[28];
  const channels = CHANNELS[colorType];
  if (bitDepth !== 8 || interlace !== 0 || channels === undefined) return null;
  const idat: Buffer[] = [];
  for (let offset = 8; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    if (type === 'IDAT') idat.push(png.subarray(offset + 8, offset + 8 + length));
    if (type === 'IEND') break;
    offset += 12 + length;
  }
  const filtered = zlib.inflateSync(Buffer.concat(idat));
  const stride = size.width * channels;
  const pixels = Buffer.alloc(stride * size.height);
  for (let y = 0; y < size.height; y += 1) {
    const filter = filtered[y * (stride + 1)];
    // A truncated image (fewer rows than IHDR promises) is not ours to guess at.
    if (filter === undefined) return null;
    const line = filtered.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const out = y * stride;
    for (let x = 0; x < stride; x += 1) {
      const raw = line[x] ?? 0;
      const left = x >= channels ? pixels[out + x - channels]! : 0;
      const up = y > 0 ? pixels[out - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? pixels[out - stride + x - channels]! : 0;
      let value: number;
      switch (filter) {
        case 0:
          value = raw;
          break;
        case 1:
          value = raw + left;
          break;
        case 2:
          value = raw + up;
          break;
        case 3:
          value = raw + ((left + up) >> 1);
          break;
        case 4:
          value = raw + paeth(left, up, upLeft);
          break;
        default:
          return null;
      }
      pixels[out + x] = value & 0xff;
    }
  }
  return { ...size, colorType, channels, pixels };
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export function encodePng(image: Omit<DecodedPng, 'channels'> & { channels?: number }): Buffer {
  const channels = image.channels ?? CHANNELS[image.colorType] ?? 4;
  const stride = image.width * channels;
  const filtered = Buffer.alloc((stride + 1) * image.height);
  for (let y = 0; y < image.height; y += 1) {
    // Filter "up" compresses screenshots (large flat areas) well and is trivial to compute.
    filtered[y * (stride + 1)] = y === 0 ? 0 : 2;
    for (let x = 0; x < stride; x += 1) {
      const value = image.pixels[y * stride + x]!;
      const up = y === 0 ? 0 : image.pixels[(y - 1) * stride + x]!;
      filtered[y * (stride + 1) + 1 + x] = (value - up) & 0xff;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(image.width, 0);
  ihdr.writeUInt32BE(image.height, 4);
  ihdr[8] = 8;
  ihdr[9] = image.colorType;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(filtered)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG cut into horizontal bands of at most `maxHeight` rows (the PNG itself if short). */
export function splitPng(png: Buffer, maxHeight: number): Buffer[] {
  const size = pngSize(png);
  if (!size || size.height <= maxHeight) return [png];
  const image = decodePng(png);
  if (!image) return [png];
  const stride = image.width * image.channels;
  const tiles: Buffer[] = [];
  for (let top = 0; top < image.height; top += maxHeight) {
    const height = Math.min(maxHeight, image.height - top);
    tiles.push(
      encodePng({
        width: image.width,
        height,
        colorType: image.colorType,
        channels: image.channels,
        pixels: image.pixels.subarray(top * stride, (top + height) * stride),
      }),
    );
  }
  return tiles;
}
