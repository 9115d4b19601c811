/**
 * Keeps a registered dashboard component that throws (a broken extension) from taking the
 * dashboard down: the failure is shown in its place, naming the component.
 */
import { Alert } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../../i18n/t';

interface Props {
  name: string;
  children: ReactNode;
}

interface State {
  message: string | null;
}

export class DynamicComponentBoundary extends Component<Props, State> {
  override state: State = { message: null };

  static getDerivedStateFromError(error: unknown): State {
    return { message: error instanceof Error ? error.message : String(error) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Dashboard component failed', error, info.componentStack);
  }

  override render() {
    if (this.state.message === null) return this.props.children;
    return (
      <Alert
        type="error"
        showIcon
        title={t('The component "%s" could not be drawn.', this.props.name)}
        description={this.state.message}
      />
    );
  }
}
