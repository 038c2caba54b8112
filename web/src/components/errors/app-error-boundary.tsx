import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useApi } from '../../lib/api-context';
import { ErrorRecoveryPage } from './error-recovery-page';

interface BoundaryProps {
  children: ReactNode;
  renewSignIn: () => Promise<unknown>;
}

class Boundary extends Component<BoundaryProps, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('App failed outside any page', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <ErrorRecoveryPage
        error={this.state.error}
        onRetry={() => this.setState({ error: null, failed: false })}
        renewSignIn={this.props.renewSignIn}
      />
    );
  }
}

/** Catches what fails outside the pages (the session, the overlays): the same recovery page. */
export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const { client } = useApi();
  return <Boundary renewSignIn={() => client.refreshTokens()}>{children}</Boundary>;
}
