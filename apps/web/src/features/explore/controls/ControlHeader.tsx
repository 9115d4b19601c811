/**
 * The line above a control: its label, a tooltip with the description, a lightning mark for
 * controls that re-render without querying, and validation errors as a red icon whose tooltip
 * lists them.
 */
import {
  ExclamationCircleOutlined,
  InfoCircleOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import { Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { t } from '../../../i18n/t';
import type { ControlComponentProps } from '../../../visualizations/controlPanelTypes';
import './controls.css';

export interface ControlHeaderProps {
  name: string;
  label?: string | undefined;
  description?: string | undefined;
  validationErrors?: string[] | undefined;
  renderTrigger?: boolean | undefined;
  /** Shown before the label (a checkbox, for instance). */
  leading?: ReactNode;
  /** Shown at the far right (an add button, for instance). */
  trailing?: ReactNode;
  htmlFor?: string | undefined;
}

/** What a control's header shows, read from the props the panel gives the control. */
export function headerPropsOf(
  props: ControlComponentProps,
): ControlHeaderProps & { validationErrors: string[] } {
  return {
    name: props.name,
    label: props.label,
    description: props.description,
    validationErrors: props.validationErrors,
    renderTrigger: props.config.renderTrigger,
  };
}

export function ControlHeader({
  name,
  label,
  description,
  validationErrors = [],
  renderTrigger = false,
  leading,
  trailing,
  htmlFor,
}: ControlHeaderProps) {
  if (!label && !leading && !trailing) return null;
  const hasErrors = validationErrors.length > 0;
  return (
    <div className="pn-control-header" data-testid={`control-header-${name}`}>
      {leading}
      {label && (
        <label
          className={hasErrors ? 'pn-control-label pn-control-label-error' : 'pn-control-label'}
          htmlFor={htmlFor}
        >
          {label}
        </label>
      )}
      {description && (
        <Tooltip title={description} placement="top">
          <InfoCircleOutlined className="pn-control-icon" aria-label={t('Description')} />
        </Tooltip>
      )}
      {renderTrigger && (
        <Tooltip title={t('Changing this control takes effect instantly')} placement="top">
          <ThunderboltOutlined className="pn-control-icon" aria-label={t('Instant')} />
        </Tooltip>
      )}
      {hasErrors && (
        <Tooltip title={validationErrors.join(' ')} color="#e04355" placement="top">
          <ExclamationCircleOutlined
            className="pn-control-error-icon"
            data-testid={`control-errors-${name}`}
            aria-label={validationErrors.join(' ')}
          />
        </Tooltip>
      )}
      {trailing && <span className="pn-control-header-trailing">{trailing}</span>}
    </div>
  );
}
