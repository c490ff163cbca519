import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RouteError } from './route-error.tsx';

interface Props {
  /** When this changes (the visitor went elsewhere), a shown error is cleared. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  resetKey: string | undefined;
  failed: boolean;
  error: unknown;
}

/** Catches what a screen throws while rendering (or loading its script) and shows RouteError instead. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { resetKey: this.props.resetKey, failed: false, error: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { resetKey: props.resetKey, failed: false, error: null };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
