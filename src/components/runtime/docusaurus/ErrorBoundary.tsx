/**
 * `@docusaurus/ErrorBoundary`: a component that throws below it shows the fallback instead.
 * As in Docusaurus, only in the browser (a hydrated 'use client' component): on the server
 * React does not catch render errors, so a page that throws fails the build with its error,
 * where Docusaurus's server render fails too.
 */
import { Component, type ReactNode } from 'react';
import ErrorPageContent from '../theme/ErrorPageContent.tsx';

export interface FallbackParams {
  error: Error;
  tryAgain: () => void;
}

interface Props {
  fallback?: (params: FallbackParams) => ReactNode;
  children?: ReactNode;
}

export default class ErrorBoundary extends Component<Props, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error): { error: Error } {
    return { error };
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children ?? null;
    const params = { error, tryAgain: () => this.setState({ error: null }) };
    return (this.props.fallback ?? ErrorPageContent)(params);
  }
}
