/**
 * A failure message laid out like antd's Result with status "error" (red icon, title, subtitle,
 * actions, details), for the screens the shell itself must be able to show: the crash screen and
 * "could not start". antd's Result module carries the 404/403/500 illustrations with it, which
 * would otherwise be downloaded before every page.
 */
import { CloseCircleFilled } from '@ant-design/icons';
import type { ReactNode } from 'react';
import './errorResult.css';

export interface ErrorResultProps {
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

export function ErrorResult({ title, subTitle, extra, children }: ErrorResultProps) {
  return (
    <div className="pn-error-result" role="alert">
      <CloseCircleFilled className="pn-error-result-icon" aria-hidden />
      <div className="pn-error-result-title">{title}</div>
      {subTitle !== undefined && <div className="pn-error-result-subtitle">{subTitle}</div>}
      {extra !== undefined && <div className="pn-error-result-extra">{extra}</div>}
      {children !== undefined && <div className="pn-error-result-content">{children}</div>}
    </div>
  );
}
