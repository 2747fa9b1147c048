import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_TEXT } from '../../domain/text/shell';
import { Button, EmptyState } from '../components';
import { retryFailedPages } from './lazy-page';

interface Props {
  readonly children: ReactNode;
}

/** A page that failed to load (chunk timeout, offline, new deploy) gets a friendly retry screen. */
export class ChunkErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('page failed to load', error, info.componentStack);
  }

  private readonly retry = () => {
    retryFailedPages();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <EmptyState
          title={SHELL_TEXT.chunkErrorTitle}
          description={SHELL_TEXT.chunkErrorDescription}
          action={<Button onClick={this.retry}>{SHELL_TEXT.retry}</Button>}
        />
      </div>
    );
  }
}
