import { describe, expect, it } from 'vitest';
import { baseMapTemplate, type TileServer } from './baseMap';

const servers: TileServer[] = [
  ['https://a.example/{z}/{x}/{y}.png', 'A'],
  ['https://b.example/{z}/{x}/{y}.png', 'B'],
];

describe('baseMapTemplate', () => {
  it('draws no tiles when no server is configured', () => {
    expect(baseMapTemplate('https://tile.openstreetmap.org/{z}/{x}/{y}.png', [])).toBeNull();
  });

  it('uses the configured server the chart names', () => {
    expect(baseMapTemplate('https://b.example/{z}/{x}/{y}.png', servers)).toBe(
      'https://b.example/{z}/{x}/{y}.png',
    );
  });

  it('falls back to the first configured server for other styles', () => {
    expect(baseMapTemplate('mapbox://styles/mapbox/light-v9', servers)).toBe(
      'https://a.example/{z}/{x}/{y}.png',
    );
  });
});
