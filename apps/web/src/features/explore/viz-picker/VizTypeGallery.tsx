/**
 * The body of 'Select a visualization type': sidebar selectors (All charts, Recommended tags,
 * Category, Tags), the 'Search all charts' box, the thumbnail grid and the details pane of the
 * selected chart. State lives with the caller; the rules are in `vizGalleryRules.ts`.
 */
import { AppstoreOutlined, FolderOutlined, SearchOutlined, TagsOutlined } from '@ant-design/icons';
import { Collapse, Empty, Input, Tag, Tooltip } from 'antd';
import { useMemo, type ReactNode } from 'react';
import type { ChartLabel, ChartMetadata } from '../../../visualizations/chartPluginTypes';
import { t } from '../../../i18n/t';
import {
  ALL_CHARTS,
  ALL_CHARTS_SELECTOR,
  RECOMMENDED_TAGS,
  createVizSearch,
  displayedEntries,
  isActiveSelector,
  listCategories,
  listTags,
  pickChart,
  pickSelector,
  typeSearch,
  type GalleryState,
  type SelectorSection,
  type VizEntry,
  type VizSelector,
} from './vizGalleryRules';

export interface VizTypeGalleryProps {
  entries: VizEntry[];
  state: GalleryState;
  onStateChange: (state: GalleryState) => void;
  /** Double-clicking a chart picks it and confirms at once. */
  onConfirm: (key: string) => void;
}

function labelExplanation(label: ChartLabel): string {
  return label === 'DEPRECATED'
    ? t(
        'This chart uses features or modules which are no longer actively maintained. It will eventually be replaced or removed.',
      )
    : t('This chart was tested and verified, so the overall experience should be stable.');
}

function LabelBadge({ metadata, withTooltip }: { metadata: ChartMetadata; withTooltip: boolean }) {
  if (!metadata.label) return null;
  const badge = (
    <span
      className={`pn-viz-badge is-${metadata.label.toLowerCase()}`}
      data-testid="viz-type-badge"
    >
      {t(metadata.label)}
    </span>
  );
  if (!withTooltip) return badge;
  return (
    <Tooltip title={metadata.labelExplanation ?? labelExplanation(metadata.label)}>{badge}</Tooltip>
  );
}

interface SelectorButtonProps {
  selector: VizSelector;
  icon: ReactNode;
  state: GalleryState;
  onPick: (selector: VizSelector) => void;
}

function SelectorButton({ selector, icon, state, onPick }: SelectorButtonProps) {
  const active = isActiveSelector(state, selector);
  return (
    <button
      type="button"
      className={`pn-viz-selector${active ? ' is-active' : ''}`}
      aria-pressed={active}
      data-testid={`viz-type-selector-${selector.section}-${selector.name}`}
      onClick={() => onPick(selector)}
    >
      {icon}
      <span>{selector.name === ALL_CHARTS ? t(ALL_CHARTS) : selector.name}</span>
    </button>
  );
}

function Thumbnail({
  entry,
  selected,
  onPick,
  onConfirm,
}: {
  entry: VizEntry;
  selected: boolean;
  onPick: () => void;
  onConfirm: () => void;
}) {
  const { metadata } = entry;
  return (
    <button
      type="button"
      className={`pn-viz-thumb${selected ? ' is-selected' : ''}`}
      aria-label={metadata.name}
      aria-pressed={selected}
      data-testid={`viz-type-gallery-item-${entry.key}`}
      onClick={onPick}
      onDoubleClick={onConfirm}
    >
      <span className="pn-viz-thumb-image">
        <img src={metadata.thumbnail} alt="" loading="lazy" />
        <LabelBadge metadata={metadata} withTooltip={false} />
      </span>
      <span className="pn-viz-thumb-name">{metadata.name}</span>
    </button>
  );
}

function Details({ metadata }: { metadata: ChartMetadata }) {
  const examples = metadata.exampleGallery?.length
    ? metadata.exampleGallery
    : [{ url: metadata.thumbnail, caption: metadata.name }];
  return (
    <div className="pn-viz-details" data-testid="viz-type-details">
      <div className="pn-viz-details-info">
        <h3 className="pn-viz-details-name">
          {metadata.name}
          <LabelBadge metadata={metadata} withTooltip />
        </h3>
        <div className="pn-viz-details-tags">
          {metadata.tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </div>
        <p className="pn-viz-details-description">
          {metadata.description || t('No description available.')}
        </p>
      </div>
      <div className="pn-viz-details-examples">
        <h3 className="pn-viz-details-heading">{t('Examples')}</h3>
        <div className="pn-viz-examples">
          {examples.map((example) => (
            <img
              key={example.url}
              src={example.url}
              alt={example.caption}
              title={example.caption}
            />
          ))}
        </div>
      </div>
    </div>
  );
}

const SECTION_ICONS: Record<SelectorSection, ReactNode> = {
  ALL_CHARTS: <AppstoreOutlined />,
  RECOMMENDED_TAGS: <TagsOutlined />,
  CATEGORY: <FolderOutlined />,
  TAGS: <TagsOutlined />,
};

export function VizTypeGallery({ entries, state, onStateChange, onConfirm }: VizTypeGalleryProps) {
  const search = useMemo(() => createVizSearch(entries), [entries]);
  const categories = useMemo(() => listCategories(entries), [entries]);
  const tags = useMemo(() => listTags(entries), [entries]);
  const shown = displayedEntries(state, entries, search);
  const selected = entries.find((entry) => entry.key === state.selectedKey);
  const onPick = (selector: VizSelector) => onStateChange(pickSelector(state, selector, entries));

  const section = (id: SelectorSection, title: string, names: readonly string[]) => ({
    key: id,
    label: title,
    children: names.map((name) => (
      <SelectorButton
        key={name}
        selector={{ section: id, name }}
        icon={SECTION_ICONS[id]}
        state={state}
        onPick={onPick}
      />
    )),
  });

  return (
    <div className={`pn-viz-gallery${selected ? ' has-details' : ''}`}>
      <nav className="pn-viz-sidebar" aria-label={t('Chart types')}>
        <SelectorButton
          selector={ALL_CHARTS_SELECTOR}
          icon={SECTION_ICONS.ALL_CHARTS}
          state={state}
          onPick={onPick}
        />
        <Collapse
          ghost
          size="small"
          expandIconPlacement="end"
          defaultActiveKey={['RECOMMENDED_TAGS', 'CATEGORY', 'TAGS']}
          items={[
            section('RECOMMENDED_TAGS', t('Recommended tags'), RECOMMENDED_TAGS),
            section('CATEGORY', t('Category'), categories),
            section('TAGS', t('Tags'), tags),
          ]}
        />
      </nav>
      <div className="pn-viz-search">
        <Input
          autoFocus
          allowClear
          prefix={<SearchOutlined />}
          placeholder={t('Search all charts')}
          aria-label={t('Search all charts')}
          data-testid="viz-type-search"
          value={state.search}
          onChange={(event) => onStateChange(typeSearch(state, event.target.value))}
        />
      </div>
      <div className="pn-viz-grid-pane">
        {shown.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('No charts found')} />
        ) : (
          <div className="pn-viz-grid" role="group" aria-label={t('Charts')}>
            {shown.map((entry) => (
              <Thumbnail
                key={entry.key}
                entry={entry}
                selected={entry.key === state.selectedKey}
                onPick={() => onStateChange(pickChart(state, entry.key))}
                onConfirm={() => onConfirm(entry.key)}
              />
            ))}
          </div>
        )}
      </div>
      {selected ? <Details metadata={selected.metadata} /> : null}
    </div>
  );
}
