import { describe, expect, it } from 'vitest';
import {
  hidesChartControls,
  hidesNavigation,
  hidesTitle,
  isReportMode,
  parseDashboardUrlParams,
  parseStandalone,
  parseUiConfig,
  permalinkUrlParams,
} from './urlParams';

describe('parseUiConfig', () => {
  const none = { hideTitle: false, hideTab: false, hideNav: false, hideChartControls: false };

  it('reads each bit of the mask on its own', () => {
    expect(parseUiConfig('1')).toEqual({ ...none, hideTitle: true });
    expect(parseUiConfig('2').hideTab).toBe(true);
    expect(parseUiConfig('4').hideNav).toBe(true);
    expect(parseUiConfig('8').hideChartControls).toBe(true);
  });

  it('combines bits: 1 + 4 + 8 = 13 hides title, navigation and chart controls', () => {
    expect(parseUiConfig('13')).toEqual({
      ...none,
      hideTitle: true,
      hideNav: true,
      hideChartControls: true,
    });
    expect(parseUiConfig('15')).toEqual({
      hideTitle: true,
      hideTab: true,
      hideNav: true,
      hideChartControls: true,
    });
  });

  it('treats a missing or malformed mask as 0', () => {
    expect(parseUiConfig(null)).toEqual(none);
    expect(parseUiConfig('abc')).toEqual(none);
    expect(parseUiConfig('-1')).toEqual(none);
    expect(parseUiConfig('1.5')).toEqual(none);
  });
});

describe('parseStandalone', () => {
  it('accepts 1, 2, 3 and the legacy true', () => {
    expect(parseStandalone('1')).toBe(1);
    expect(parseStandalone('2')).toBe(2);
    expect(parseStandalone('3')).toBe(3);
    expect(parseStandalone('true')).toBe(1);
    expect(parseStandalone('4')).toBe(0);
    expect(parseStandalone(null)).toBe(0);
    expect(parseStandalone('false')).toBe(0);
  });
});

describe('parseDashboardUrlParams', () => {
  it('reads every parameter the page uses', () => {
    const params = parseDashboardUrlParams(
      '?edit=true&standalone=2&uiConfig=8&focused_chart=42&native_filters_key=abc' +
        '&native_filters=(NATIVE_FILTER-1:(id:x))&preselect_filters=%7B%2212%22%3A%7B%22a%22%3A%5B1%5D%7D%7D' +
        '&permalink_key=KEY123',
    );
    expect(params).toEqual({
      editRequested: true,
      standalone: 2,
      uiConfig: { hideTitle: false, hideTab: false, hideNav: false, hideChartControls: true },
      focusedChartId: 42,
      nativeFiltersKey: 'abc',
      nativeFilters: '(NATIVE_FILTER-1:(id:x))',
      preselectFilters: { '12': { a: [1] } },
      permalinkKey: 'KEY123',
    });
  });

  it('accepts focusedChart as well as focused_chart', () => {
    expect(parseDashboardUrlParams('?focusedChart=7').focusedChartId).toBe(7);
    expect(parseDashboardUrlParams('?focused_chart=x').focusedChartId).toBeNull();
  });

  it('asks for edit mode only with edit=true', () => {
    expect(parseDashboardUrlParams('?edit=1').editRequested).toBe(false);
    expect(parseDashboardUrlParams('?edit=TRUE').editRequested).toBe(true);
    expect(parseDashboardUrlParams('').editRequested).toBe(false);
  });

  it('ignores preselect_filters that are not a JSON object', () => {
    expect(parseDashboardUrlParams('?preselect_filters=%5B1%5D').preselectFilters).toBeNull();
    expect(parseDashboardUrlParams('?preselect_filters=%7Bbad').preselectFilters).toBeNull();
  });
});

describe('what the page hides', () => {
  const none = parseUiConfig(null);
  it('standalone 1 hides the navigation only', () => {
    expect(hidesNavigation({ standalone: 1, uiConfig: none })).toBe(true);
    expect(hidesTitle({ standalone: 1, uiConfig: none })).toBe(false);
  });
  it('standalone 2 hides navigation and title', () => {
    expect(hidesNavigation({ standalone: 2, uiConfig: none })).toBe(true);
    expect(hidesTitle({ standalone: 2, uiConfig: none })).toBe(true);
  });
  it('standalone 3 is report mode, hiding navigation, title and chart controls', () => {
    const report = { standalone: 3 as const, uiConfig: none };
    expect(isReportMode(report)).toBe(true);
    expect(hidesNavigation(report)).toBe(true);
    expect(hidesTitle(report)).toBe(true);
    expect(hidesChartControls(report)).toBe(true);
  });
  it('uiConfig 4 hides the navigation without standalone', () => {
    expect(hidesNavigation({ standalone: 0, uiConfig: parseUiConfig('4') })).toBe(true);
    expect(hidesNavigation({ standalone: 0, uiConfig: parseUiConfig('3') })).toBe(false);
  });
});

describe('permalinkUrlParams', () => {
  it('keeps the non-reserved parameters in order', () => {
    expect(permalinkUrlParams('?edit=true&foo=1&permalink_key=k&uiConfig=8&bar=x')).toEqual([
      ['foo', '1'],
      ['uiConfig', '8'],
      ['bar', 'x'],
    ]);
  });
});
