/**
 * The palette's layout elements: each a card to drag onto the dashboard. The built-in element
 * types come first, then every component of the dashboard components registry (the built-in
 * ones and those extensions registered), following registrations made while editing.
 */
import {
  AppstoreOutlined,
  BorderHorizontalOutlined,
  BorderVerticleOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  FontSizeOutlined,
  LineOutlined,
} from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import {
  useDashboardComponents,
  type RegisteredDashboardComponent,
} from '../../../dashboard-components';
import { t } from '../../../i18n/t';
import {
  componentTypeLabel,
  PALETTE_COMPONENT_TYPES,
  type EditDragData,
  type PaletteComponentType,
} from './dragData';

const ICONS: Record<PaletteComponentType, ReactNode> = {
  TABS: <FolderOutlined />,
  ROW: <BorderHorizontalOutlined />,
  COLUMN: <BorderVerticleOutlined />,
  HEADER: <FontSizeOutlined />,
  MARKDOWN: <FileMarkdownOutlined />,
  DIVIDER: <LineOutlined />,
};

function PaletteCard({
  id,
  data,
  label,
  icon,
  testId,
}: {
  id: string;
  data: EditDragData;
  label: string;
  icon: ReactNode;
  testId: string;
}) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data });
  return (
    <div
      ref={setNodeRef}
      className={`pn-edit-palette-card ${isDragging ? 'pn-edit-palette-card--dragging' : ''}`}
      data-testid={testId}
      {...attributes}
      {...listeners}
      aria-label={t('Drag to add %s', label)}
    >
      <span className="pn-edit-palette-icon" aria-hidden>
        {icon}
      </span>
      <span className="pn-edit-palette-name">{label}</span>
    </div>
  );
}

function RegisteredComponentCard({ component }: { component: RegisteredDashboardComponent }) {
  const name = t(component.metadata.name);
  return (
    <Tooltip title={t(component.metadata.description)} placement="left">
      <div>
        <PaletteCard
          id={`palette:dynamic:${component.key}`}
          data={{ kind: 'dynamic', componentKey: component.key, name }}
          label={name}
          icon={component.metadata.icon ?? <AppstoreOutlined />}
          testId={`new-dynamic-component-${component.key}`}
        />
      </div>
    </Tooltip>
  );
}

export function NewComponentPalette() {
  const registered = useDashboardComponents();
  return (
    <div className="pn-edit-palette" data-testid="new-components-palette">
      <p className="pn-edit-palette-hint">{t('Drag and drop components to the dashboard')}</p>
      <div className="pn-edit-palette-list" role="list">
        {PALETTE_COMPONENT_TYPES.map((type) => (
          <div key={type} role="listitem">
            <PaletteCard
              id={`palette:${type}`}
              data={{ kind: 'new', type }}
              label={componentTypeLabel(type)}
              icon={ICONS[type]}
              testId={`new-component-${type}`}
            />
          </div>
        ))}
        {registered.map((component) => (
          <div key={component.key} role="listitem">
            <RegisteredComponentCard component={component} />
          </div>
        ))}
      </div>
    </div>
  );
}
