import { Component, type ReactNode } from 'react';

interface LoadBoundaryProps {
  /** What to show when the lazy part failed to load; `retry` clears the failure. */
  fallback(retry: () => void): ReactNode;
  onRetry(): void;
  children: ReactNode;
}

interface LoadBoundaryState {
  failed: boolean;
}

/** Keeps a lazy part that failed to download (a network blip) from taking the whole page,
 * and the user's typing with it, into the route's error screen. */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false };

  static getDerivedStateFromError(): LoadBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A part of the editor failed to load.', error);
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
