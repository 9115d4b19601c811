/** Renders the toasts held in the `messageToasts` slice, newest at the bottom. */
import { Alert } from 'antd';
import type { AlertProps } from 'antd';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectToasts, toastRemoved } from '../store/messageToastsSlice';
import type { Toast, ToastType } from '../store/messageToastsSlice';

const ALERT_TYPE: Record<ToastType, NonNullable<AlertProps['type']>> = {
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'error',
};

export function MessageToasts() {
  const toasts = useAppSelector(selectToasts);
  if (toasts.length === 0) return null;
  return (
    <div className="pn-toasts" aria-live="polite">
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} />
      ))}
    </div>
  );
}

function ToastItem({ toast }: { toast: Toast }) {
  const dispatch = useAppDispatch();
  const { id, duration } = toast;

  useEffect(() => {
    if (duration <= 0) return undefined;
    const timer = window.setTimeout(() => dispatch(toastRemoved(id)), duration);
    return () => window.clearTimeout(timer);
  }, [dispatch, id, duration]);

  return (
    <Alert
      className="pn-toast"
      data-testid="toast"
      type={ALERT_TYPE[toast.toastType]}
      title={toast.text}
      showIcon
      closable={{ onClose: () => dispatch(toastRemoved(id)), 'aria-label': 'Close' }}
    />
  );
}
