import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../../lib/error-reporting';
import { isChunkLoadError } from '../../lib/lazy-chunk';
import { ChunkErrorPage, ErrorPage } from './error-page';

type State = { error: unknown };

/** Last-resort boundary around the whole app (the router has its own per-route boundary). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    reportError(error, { componentStack: info.componentStack });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (isChunkLoadError(this.state.error)) return <ChunkErrorPage />;
    return (
      <ErrorPage
        title="Something went wrong"
        message="Sorry, the site ran into a problem. Please try again."
        actionLabel="Try again"
        onAction={() => this.setState({ error: null })}
      />
    );
  }
}
