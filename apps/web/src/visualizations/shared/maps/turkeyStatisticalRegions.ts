/**
 * Turkey's 12 first-level statistical regions (NUTS 1, İBBS Düzey 1), the map of Superset's
 * `turkey_regions` key, and the provinces each groups, by their ISO 3166-2 number (TR-01 Adana …
 * TR-81 Düzce, the licence-plate numbers). The build merges the source's provinces into these.
 */
export interface StatisticalRegion {
  /** The NUTS code, as Superset's file keys the region. */
  code: string;
  name: string;
  provinces: readonly number[];
}

export const TURKEY_STATISTICAL_REGIONS: readonly StatisticalRegion[] = [
  { code: 'TR1', name: 'İstanbul', provinces: [34] },
  { code: 'TR2', name: 'Batı Marmara', provinces: [10, 17, 22, 39, 59] },
  { code: 'TR3', name: 'Ege', provinces: [3, 9, 20, 35, 43, 45, 48, 64] },
  { code: 'TR4', name: 'Doğu Marmara', provinces: [11, 14, 16, 26, 41, 54, 77, 81] },
  { code: 'TR5', name: 'Batı Anadolu', provinces: [6, 42, 70] },
  { code: 'TR6', name: 'Akdeniz', provinces: [1, 7, 15, 31, 32, 33, 46, 80] },
  { code: 'TR7', name: 'Orta Anadolu', provinces: [38, 40, 50, 51, 58, 66, 68, 71] },
  { code: 'TR8', name: 'Batı Karadeniz', provinces: [5, 18, 19, 37, 55, 57, 60, 67, 74, 78] },
  { code: 'TR9', name: 'Doğu Karadeniz', provinces: [8, 28, 29, 52, 53, 61] },
  { code: 'TRA', name: 'Kuzeydoğu Anadolu', provinces: [4, 24, 25, 36, 69, 75, 76] },
  { code: 'TRB', name: 'Ortadoğu Anadolu', provinces: [12, 13, 23, 30, 44, 49, 62, 65] },
  { code: 'TRC', name: 'Güneydoğu Anadolu', provinces: [2, 21, 27, 47, 56, 63, 72, 73, 79] },
];

const BY_PROVINCE = new Map(
  TURKEY_STATISTICAL_REGIONS.flatMap((region) =>
    region.provinces.map((province) => [`TR-${String(province).padStart(2, '0')}`, region]),
  ),
);

/** The statistical region of a province, by the province's ISO 3166-2 code (e.g. TR-34). */
export function turkeyStatisticalRegionOf(provinceCode: string): StatisticalRegion | undefined {
  return BY_PROVINCE.get(provinceCode.trim().toUpperCase());
}
