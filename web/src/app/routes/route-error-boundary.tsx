import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  /** When this changes (the visitor went elsewhere), a shown error is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: unknown;
  failedAt: string | undefined;
  failed: boolean;
}

/** Catches what a screen throws while rendering (or loading its script) and shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failedAt: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.failed && state.failedAt !== undefined && (props.resetKey ?? '') !== state.failedAt) {
      return { error: null, failedAt: undefined, failed: false };
    }
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.setState({ failedAt: this.props.resetKey ?? '' });
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
