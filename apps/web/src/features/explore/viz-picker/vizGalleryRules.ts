/**
 * The chart type picker's rules, kept apart from React so
 * they can be tested on fixture metadata: which charts are listed, the sidebar's selectors
 * (All charts, Recommended tags, Category, Tags), the fuzzy search, and how picking a selector
 * or typing in the search box changes what is shown and what stays selected.
 */
import Fuse from 'fuse.js';
import type { ChartLabel, ChartMetadata } from '../../../visualizations/chartPluginTypes';

export interface VizEntry {
  /** The `viz_type` key. */
  key: string;
  metadata: ChartMetadata;
}

export const ALL_CHARTS = 'All charts';
/** The Recommended tags section, in Superset's order. */
export const RECOMMENDED_TAGS: readonly string[] = ['Popular', 'ECharts', 'Advanced-Analytics'];
/** Where a chart with no category is listed. */
export const OTHER_CATEGORY = 'Other';

export type SelectorSection = 'ALL_CHARTS' | 'RECOMMENDED_TAGS' | 'CATEGORY' | 'TAGS';

/** One entry of the sidebar; the same tag name may appear in two sections. */
export interface VizSelector {
  section: SelectorSection;
  name: string;
}

export const ALL_CHARTS_SELECTOR: VizSelector = { section: 'ALL_CHARTS', name: ALL_CHARTS };

export const sameSelector = (a: VizSelector, b: VizSelector) =>
  a.section === b.section && a.name === b.name;

/** Deprecated chart types are offered only while they are the selection. */
export function listedEntries(
  entries: readonly VizEntry[],
  selectedKey: string | null,
): VizEntry[] {
  return entries.filter((entry) => !entry.metadata.deprecated || entry.key === selectedKey);
}

const categoryOf = (metadata: ChartMetadata) => metadata.category || OTHER_CATEGORY;

/** Categories alphabetically, with Other last. */
export function listCategories(entries: readonly VizEntry[]): string[] {
  const names = [...new Set(entries.map((entry) => categoryOf(entry.metadata)))];
  return names.sort((a, b) => {
    if (a === OTHER_CATEGORY) return 1;
    if (b === OTHER_CATEGORY) return -1;
    return a.localeCompare(b);
  });
}

/** Tags alphabetically, without the recommended ones (they have their own section). */
export function listTags(entries: readonly VizEntry[]): string[] {
  const names = new Set(entries.flatMap((entry) => entry.metadata.tags));
  return [...names]
    .filter((tag) => !RECOMMENDED_TAGS.includes(tag))
    .sort((a, b) => a.localeCompare(b));
}

/** Whether a chart is listed under a selector. */
export function matchesSelector(metadata: ChartMetadata, selector: VizSelector): boolean {
  switch (selector.section) {
    case 'ALL_CHARTS':
      return true;
    case 'CATEGORY':
      return categoryOf(metadata) === selector.name;
    case 'RECOMMENDED_TAGS':
    case 'TAGS':
      return metadata.tags.includes(selector.name);
  }
}

export function entriesForSelector(
  entries: readonly VizEntry[],
  selector: VizSelector,
): VizEntry[] {
  return entries.filter((entry) => matchesSelector(entry.metadata, selector));
}

/** Featured charts rise and deprecated ones sink among equally good search matches. */
const LABEL_WEIGHT: Record<ChartLabel, number> = { FEATURED: 0.1, DEPRECATED: -0.1 };
const labelWeight = (metadata: ChartMetadata) =>
  metadata.label ? LABEL_WEIGHT[metadata.label] : 0;

/** Fuzzy search over name (weight 4), tags (weight 2) and description, threshold 0.3. */
export function createVizSearch(entries: readonly VizEntry[]): (query: string) => VizEntry[] {
  const fuse = new Fuse([...entries], {
    ignoreLocation: true,
    threshold: 0.3,
    keys: [
      { name: 'metadata.name', weight: 4 },
      { name: 'metadata.tags', weight: 2 },
      'metadata.description',
    ],
  });
  return (query) => {
    if (query.trim() === '') return [];
    const found = fuse.search(query.trim()).map((result) => result.item);
    // Array.prototype.sort is stable, so Fuse's relevance order holds within a label weight.
    return found.sort((a, b) => labelWeight(b.metadata) - labelWeight(a.metadata));
  };
}

/** What the gallery shows and which chart is picked. */
export interface GalleryState {
  selector: VizSelector;
  search: string;
  selectedKey: string | null;
}

/** Open on the selected chart's category, else on the first recommended tag. */
export function initialGalleryState(
  entries: readonly VizEntry[],
  selectedKey: string | null,
): GalleryState {
  const selected = entries.find((entry) => entry.key === selectedKey);
  const firstTag = RECOMMENDED_TAGS[0] ?? ALL_CHARTS;
  const selector: VizSelector = selected
    ? { section: 'CATEGORY', name: categoryOf(selected.metadata) }
    : { section: 'RECOMMENDED_TAGS', name: firstTag };
  return { selector, search: '', selectedKey: selected ? selectedKey : null };
}

/** Search mode lasts while the box holds text; clearing the box leaves it. */
export const isSearching = (state: GalleryState) => state.search.trim() !== '';

/**
 * Picking a sidebar selector leaves search mode and, when the selector is a different one that
 * does not list the selected chart, clears the selection.
 */
export function pickSelector(
  state: GalleryState,
  selector: VizSelector,
  entries: readonly VizEntry[],
): GalleryState {
  const selected = entries.find((entry) => entry.key === state.selectedKey);
  const keeps =
    sameSelector(selector, state.selector) ||
    (selected !== undefined && matchesSelector(selected.metadata, selector));
  return { selector, search: '', selectedKey: keeps ? state.selectedKey : null };
}

export function typeSearch(state: GalleryState, search: string): GalleryState {
  return { ...state, search };
}

export function pickChart(state: GalleryState, key: string): GalleryState {
  return { ...state, selectedKey: key };
}

/** The grid: search results while searching, else the charts of the active selector. */
export function displayedEntries(
  state: GalleryState,
  entries: readonly VizEntry[],
  search: (query: string) => VizEntry[],
): VizEntry[] {
  return isSearching(state) ? search(state.search) : entriesForSelector(entries, state.selector);
}

/** The sidebar is highlighted only outside search mode. */
export function isActiveSelector(state: GalleryState, selector: VizSelector): boolean {
  return !isSearching(state) && sameSelector(state.selector, selector);
}
