/**
 * antd's Tabs, downloaded the first time something needs them. A page that knows early it will
 * show tabs (a dashboard whose layout has TABS) calls `loadTabs()` before it renders, so
 * `<LazyTabs>` draws them on its first render; otherwise `fallback` stands in for the moment
 * the download takes.
 */
import type { TabsProps } from 'antd';
import type { ReactNode } from 'react';
import { preloadableModule } from './preloadableModule';

const tabsModule = preloadableModule(() => import('./antdTabs').then((m) => m.renderTabs));

/** Starts downloading the Tabs code; resolves once it is in. */
export function loadTabs(): Promise<void> {
  return tabsModule.load().then(() => undefined);
}

export function LazyTabs({ fallback, ...props }: TabsProps & { fallback: ReactNode }) {
  const renderTabs = tabsModule.useValue();
  return renderTabs ? renderTabs(props) : <>{fallback}</>;
}
