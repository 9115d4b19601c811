/**
 * Catches render errors below it so one broken screen does not blank the whole app. Error
 * boundaries must be class components; the visible part is the hook-based ErrorFallback.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  hasError: boolean;
  componentStack: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined, hasError: false, componentStack: undefined };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, hasError: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ componentStack: info.componentStack ?? undefined });
    // Keep the browser console useful for developers too.
    console.error('Unexpected error', error, info.componentStack);
  }

  override render() {
    if (this.state.hasError) {
      return <ErrorFallback error={this.state.error} componentStack={this.state.componentStack} />;
    }
    return this.props.children;
  }
}
