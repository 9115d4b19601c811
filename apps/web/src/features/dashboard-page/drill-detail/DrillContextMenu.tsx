/**
 * The menu a right click on a chart's data point opens at the pointer: "Drill to detail" (all the
 * chart's rows) and "Drill to detail by" each dimension of the point, or all of them together.
 */
import { Dropdown, type MenuProps } from 'antd';
import type { QueryFormData } from '@panorama/core/query/form-data';
import { t } from '../../../i18n/t';
import { drillFilterLabel, type DrillFilter } from './drillDetailQuery';

export interface DrillMenuRequest {
  x: number;
  y: number;
  filters: DrillFilter[];
}

export interface DrillContextMenuProps {
  request: DrillMenuRequest;
  formData: QueryFormData;
  onDrill: (filters: DrillFilter[]) => void;
  onClose: () => void;
}

export function DrillContextMenu({ request, formData, onDrill, onClose }: DrillContextMenuProps) {
  const { filters } = request;
  const byItems: NonNullable<MenuProps['items']> = filters.map((filter, index) => ({
    key: `by-${index}`,
    label: drillFilterLabel(filter, formData),
  }));
  if (filters.length > 1) byItems.push({ key: 'by-all', label: t('All') });
  const items: MenuProps['items'] = [
    { key: 'all', label: t('Drill to detail') },
    ...(filters.length > 0
      ? [{ key: 'by', label: t('Drill to detail by'), children: byItems }]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    onClose();
    if (key === 'all') onDrill([]);
    else if (key === 'by-all') onDrill(filters);
    else if (key.startsWith('by-')) {
      const filter = filters[Number(key.slice(3))];
      if (filter) onDrill([filter]);
    }
  };
  return (
    <Dropdown
      open
      menu={{ items, onClick }}
      trigger={['contextMenu']}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <span
        data-test="drill-context-menu-anchor"
        style={{ position: 'fixed', left: request.x, top: request.y, width: 1, height: 1 }}
      />
    </Dropdown>
  );
}
