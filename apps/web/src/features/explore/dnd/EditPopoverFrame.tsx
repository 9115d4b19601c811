/**
 * The body shared by the column, metric and filter popovers: an optional title, the tabs, and a
 * footer with Close, Save (enabled only when the popover says so) and an optional resize handle.
 */
import { ArrowsAltOutlined } from '@ant-design/icons';
import { Button, Tabs, type TabsProps } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { t } from '../../../i18n/t';
import { usePopoverResize } from './usePopoverResize';

export interface EditPopoverFrameProps {
  testId: string;
  title?: ReactNode;
  notice?: ReactNode;
  tabs: NonNullable<TabsProps['items']>;
  activeTab: string;
  onTabChange: (key: string) => void;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
  resizable?: boolean;
}

export function EditPopoverFrame({
  testId,
  title,
  notice,
  tabs,
  activeTab,
  onTabChange,
  canSave,
  onSave,
  onClose,
  resizable = false,
}: EditPopoverFrameProps) {
  const { size, onResizeStart } = usePopoverResize();
  const style: CSSProperties | undefined = resizable
    ? { width: size.width, minHeight: size.height }
    : undefined;
  return (
    <div className="pn-dnd-popover" data-testid={testId} style={style}>
      {title ? <div className="pn-dnd-popover-title">{title}</div> : null}
      {notice}
      <Tabs size="small" activeKey={activeTab} onChange={onTabChange} items={tabs} />
      <div className="pn-dnd-popover-footer">
        <Button size="small" onClick={onClose} data-testid="popover-close">
          {t('Close')}
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!canSave}
          onClick={onSave}
          data-testid="popover-save"
        >
          {t('Save')}
        </Button>
        {resizable ? (
          <ArrowsAltOutlined
            role="button"
            tabIndex={0}
            aria-label={t('Resize')}
            className="pn-dnd-popover-resize"
            data-testid="popover-resize"
            onMouseDown={onResizeStart}
          />
        ) : null}
      </div>
    </div>
  );
}
