import { Component, type ReactNode } from 'react';

/**
 * Shows `fallback` instead of children that threw while rendering, logs the error under `label` and
 * tells `onError` (which may try something else: a remote's previous version).
 */
export class ErrorBoundary extends Component<
  { fallback: ReactNode; label: string; children: ReactNode; onError?: (error: unknown) => void },
  { failed: boolean }
> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[${this.props.label}]`, error);
    this.props.onError?.(error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
