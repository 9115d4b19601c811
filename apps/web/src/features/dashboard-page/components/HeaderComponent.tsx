/**
 * HEADER: a section title in one of three sizes (SMALL_HEADER, MEDIUM_HEADER, LARGE_HEADER) with
 * an optional white background. Edit mode edits the text in place and offers size and
 * background (HeaderEditTools, loaded with edit mode); each change is one undoable layout edit.
 */
import { Suspense } from 'react';
import {
  DEFAULT_HEADER_TEXT,
  LARGE_HEADER,
  MEDIUM_HEADER,
  SMALL_HEADER,
} from '@panorama/core/layout/layout-constants';
import type { LayoutItem, LayoutItemMeta } from '@panorama/core/layout/layout-types';
import { t } from '../../../i18n/t';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { HeaderEditTools } from '../edit/lazyEditModeParts';
import { componentMetaUpdated } from '../state/dashboardLayoutSlice';
import { backgroundClass } from './gridGeometry';
import { InlineText } from './InlineText';

const SIZE_CLASS: Record<string, string> = {
  [SMALL_HEADER]: 'pn-dash-header--small',
  [MEDIUM_HEADER]: 'pn-dash-header--medium',
  [LARGE_HEADER]: 'pn-dash-header--large',
};

export function HeaderComponent({ item }: { item: LayoutItem }) {
  const dispatch = useAppDispatch();
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const size = typeof item.meta.headerSize === 'string' ? item.meta.headerSize : MEDIUM_HEADER;
  const text = typeof item.meta.text === 'string' ? item.meta.text : '';
  const update = (meta: Partial<LayoutItemMeta>) => dispatch(componentMetaUpdated(item.id, meta));

  return (
    <div
      className={`pn-dash-header ${SIZE_CLASS[size] ?? SIZE_CLASS[MEDIUM_HEADER]} ${backgroundClass(item.meta.background)}`}
      data-component-id={item.id}
      data-testid="dashboard-header-component"
    >
      <InlineText
        value={text}
        placeholder={t(DEFAULT_HEADER_TEXT)}
        editable={editMode}
        onCommit={(next) => update({ text: next })}
        maxLength={1000}
        aria-label={t('Header text')}
        className="pn-dash-header-text"
        data-testid="dashboard-header-text"
      />
      {editMode && (
        <Suspense fallback={null}>
          <HeaderEditTools size={size} background={item.meta.background} onChange={update} />
        </Suspense>
      )}
    </div>
  );
}
