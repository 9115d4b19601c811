/**
 * Edit mode's side panel beside the dashboard: saved charts and layout elements to drag onto
 * the grid. Sticks below the title bar while the dashboard scrolls.
 */
import { Tabs } from 'antd';
import { t } from '../../../i18n/t';
import { NewComponentPalette } from './NewComponentPalette';
import { SavedChartsPalette } from './SavedChartsPalette';
import './sidePanel.css';

export function EditSidePanel() {
  return (
    <aside
      className="pn-edit-side-panel"
      aria-label={t('Dashboard components')}
      data-testid="dashboard-builder-sidepane"
    >
      <Tabs
        className="pn-edit-side-tabs"
        defaultActiveKey="layout"
        items={[
          { key: 'layout', label: t('Layout elements'), children: <NewComponentPalette /> },
          { key: 'charts', label: t('Charts'), children: <SavedChartsPalette /> },
        ]}
      />
    </aside>
  );
}
