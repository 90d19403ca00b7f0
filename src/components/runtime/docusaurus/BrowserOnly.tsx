/**
 * `@docusaurus/BrowserOnly`: renders `fallback` on the server; in the browser (inside a
 * 'use client' component, once hydrated) it calls `children()`.
 */
import { useEffect, useState, type ReactNode } from 'react';

export default function BrowserOnly({ children, fallback = null }: { children: () => ReactNode; fallback?: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return <>{mounted ? children() : fallback}</>;
}
