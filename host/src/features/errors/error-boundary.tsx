import { Component, type ReactNode } from 'react';

/** Shows `fallback` instead of children that threw while rendering, and logs the error under `label`. */
export class ErrorBoundary extends Component<{ fallback: ReactNode; label: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error(`[${this.props.label}]`, error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
