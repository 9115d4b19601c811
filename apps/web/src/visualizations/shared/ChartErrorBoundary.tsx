/**
 * Catches a chart component's render errors so one broken chart never blanks a dashboard; the
 * error goes to the chart holder (which shows it as the chart's alert). `resetKey` changes with
 * new props, giving the component another chance after the user changes something.
 */
import { Component } from 'react';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
  children: ReactNode;
  resetKey: unknown;
  onError: (error: Error) => void;
}

interface State {
  failedKey: unknown;
  failed: boolean;
}

function asError(value: unknown): Error {
  return value instanceof Error ? value : new Error(String(value));
}

export class ChartErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, failedKey: undefined };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    // New props after a failure: try rendering again.
    if (state.failed && state.failedKey !== undefined && props.resetKey !== state.failedKey) {
      return { failed: false, failedKey: undefined };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.setState({ failedKey: this.props.resetKey });
    console.error('Chart render failed', error, info.componentStack);
    this.props.onError(asError(error));
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
