/**
 * antd's Tabs (their styles and tab navigation, about 10 KB gzip) as a module of their own, so
 * that `LazyTabs.tsx` downloads them only for the pages and dashboards that show tabs. Exported
 * as a render function: the caller draws it without declaring a component during its render.
 */
import { Tabs, type TabsProps } from 'antd';

export function renderTabs(props: TabsProps) {
  return <Tabs {...props} />;
}
