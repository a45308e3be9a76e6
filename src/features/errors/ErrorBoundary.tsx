import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them threw while rendering. */
  readonly fallback: (error: unknown) => ReactNode;
  /** A new value (the next page's path) renders the children again instead of the fallback. */
  readonly resetKey?: unknown;
  readonly children: ReactNode;
}

interface ErrorBoundaryState {
  readonly failed: boolean;
  readonly error: unknown;
  readonly resetKey: unknown;
}

/**
 * Catches an error thrown while rendering below it (React has no hook for this, so a class) and
 * shows the fallback; leaving for another page (a new resetKey) tries the children again.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
