/**
 * DYNAMIC: a component from the dashboard components registry, found by `meta.componentKey`,
 * `meta.width` columns by `meta.height` × 8 px with the chosen background; edit mode adds the
 * background menu (the frame around it adds drag, delete and resize). A key nothing is
 * registered under (a dashboard from an instance with an extension not installed here) shows
 * a message naming the key in the component's place, and is kept as it is on save.
 */
import { Alert } from 'antd';
import { Suspense, useCallback } from 'react';
import type { LayoutItem } from '@panorama/core/layout/layout-types';
import { useDashboardComponent } from '../../../dashboard-components';
import { Spinner } from '../../../components/Spinner';
import { t } from '../../../i18n/t';
import { useStore } from 'react-redux';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import type { RootState } from '../../../store/store';
import { BackgroundMenu } from '../edit/lazyEditModeParts';
import { activeTabsShowing } from '../model/tabPaths';
import { componentRevealed } from '../state/dashboardStateSlice';
import { DynamicComponentBoundary } from './DynamicComponentBoundary';
import { backgroundClass, heightPx, useGridGeometry, widthPx } from './gridGeometry';
import { useDrawnWidth } from './useDrawnWidth';
import './dynamicComponent.css';

export function componentKeyOf(item: LayoutItem): string {
  return typeof item.meta.componentKey === 'string' ? item.meta.componentKey : '';
}

export function DynamicComponent({
  item,
  parentId,
}: {
  item: LayoutItem;
  parentId: string | null;
}) {
  const dispatch = useAppDispatch();
  const store = useStore<RootState>();
  const editMode = useAppSelector((state) => state.dashboardState.editMode);
  const layout = useAppSelector((state) => state.dashboardLayout.present);
  const { columnUnit } = useGridGeometry();
  const drawnWidth = useDrawnWidth(item, parentId);
  const key = componentKeyOf(item);
  const registered = useDashboardComponent(key);
  const width = widthPx(drawnWidth, columnUnit);
  const height = heightPx(item.meta.height);

  const navigateTo = useCallback(
    (componentId: string) => {
      const state = store.getState();
      const activeTabs = activeTabsShowing(
        state.dashboardLayout.present,
        state.dashboardState.activeTabs,
        componentId,
      );
      dispatch(componentRevealed({ activeTabs, componentId }));
    },
    [dispatch, store],
  );

  let body;
  if (!registered) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={
          key === ''
            ? t('This dashboard component has no component key.')
            : t('Unknown dashboard component "%s"', key)
        }
        description={t(
          'No component is registered under this key here; it may come from an extension that is not installed. It stays in the dashboard as it is.',
        )}
        data-testid="dynamic-component-unknown"
      />
    );
  } else {
    const { Component } = registered;
    body = (
      <DynamicComponentBoundary name={t(registered.metadata.name)}>
        <Suspense fallback={<Spinner />}>
          <Component
            componentKey={key}
            componentId={item.id}
            meta={item.meta}
            width={width}
            height={height}
            editMode={editMode}
            layout={layout}
            navigateTo={navigateTo}
          />
        </Suspense>
      </DynamicComponentBoundary>
    );
  }

  return (
    <div
      className={`pn-dash-dynamic ${backgroundClass(item.meta.background)}`}
      data-component-id={item.id}
      data-component-key={key}
      data-testid="dashboard-dynamic"
      style={{ width, height }}
    >
      {editMode && (
        <Suspense fallback={null}>
          <BackgroundMenu item={item} />
        </Suspense>
      )}
      {body}
    </div>
  );
}
