/** The palette's layout elements: each a card to drag onto the dashboard. */
import {
  BorderHorizontalOutlined,
  BorderVerticleOutlined,
  FileMarkdownOutlined,
  FolderOutlined,
  FontSizeOutlined,
  LineOutlined,
} from '@ant-design/icons';
import { useDraggable } from '@dnd-kit/core';
import type { ReactNode } from 'react';
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

function PaletteComponentCard({ type }: { type: PaletteComponentType }) {
  const data: EditDragData = { kind: 'new', type };
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: `palette:${type}`,
    data,
  });
  const label = componentTypeLabel(type);
  return (
    <div
      ref={setNodeRef}
      className={`pn-edit-palette-card ${isDragging ? 'pn-edit-palette-card--dragging' : ''}`}
      data-testid={`new-component-${type}`}
      {...attributes}
      {...listeners}
      aria-label={t('Drag to add %s', label)}
    >
      <span className="pn-edit-palette-icon" aria-hidden>
        {ICONS[type]}
      </span>
      <span className="pn-edit-palette-name">{label}</span>
    </div>
  );
}

export function NewComponentPalette() {
  return (
    <div className="pn-edit-palette" data-testid="new-components-palette">
      <p className="pn-edit-palette-hint">{t('Drag and drop components to the dashboard')}</p>
      <div className="pn-edit-palette-list" role="list">
        {PALETTE_COMPONENT_TYPES.map((type) => (
          <div key={type} role="listitem">
            <PaletteComponentCard type={type} />
          </div>
        ))}
      </div>
    </div>
  );
}
