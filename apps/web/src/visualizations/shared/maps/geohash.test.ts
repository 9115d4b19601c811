import { describe, expect, it } from 'vitest';
import { decodeGeohash } from './geohash';

describe('geohash decoding', () => {
  it('halves longitude then latitude with each bit', () => {
    // 's' is 24 = 11000: longitude bits 1,0,0 → [0, 45]; latitude bits 1,0 → [0, 45].
    expect(decodeGeohash('s')).toEqual({
      latitude: 22.5,
      longitude: 22.5,
      latitudeError: 22.5,
      longitudeError: 22.5,
    });
    // '0' is all zeros: the south-west cell [-180, -135] × [-90, -45].
    expect(decodeGeohash('0')).toMatchObject({ latitude: -67.5, longitude: -157.5 });
  });

  it('decodes well-known hashes', () => {
    // Wikipedia's examples: ezs42 ≈ 42.605, -5.603; u4pruydqqvj ≈ 57.64911, 10.40744.
    const ezs42 = decodeGeohash('ezs42');
    expect(ezs42?.latitude).toBeCloseTo(42.605, 3);
    expect(ezs42?.longitude).toBeCloseTo(-5.603, 3);
    const long = decodeGeohash('U4PRUYDQQVJ');
    expect(long?.latitude).toBeCloseTo(57.64911, 5);
    expect(long?.longitude).toBeCloseTo(10.40744, 5);
    // 11 characters = 55 bits: 28 for longitude (360 / 2^28) and 27 for latitude (180 / 2^27).
    expect(long?.longitudeError).toBeCloseTo(360 / 2 ** 28 / 2, 12);
    expect(long?.latitudeError).toBeCloseTo(180 / 2 ** 27 / 2, 12);
  });

  it('rejects text that is not a geohash', () => {
    expect(decodeGeohash('')).toBeNull();
    expect(decodeGeohash('ezs4a')).toBeNull();
    expect(decodeGeohash('ilo')).toBeNull();
  });
});
