/** `@docusaurus/useIsBrowser`: false on the server and during hydration, true once hydrated. */
import { useEffect, useState } from 'react';

export default function useIsBrowser(): boolean {
  const [browser, setBrowser] = useState(false);
  useEffect(() => setBrowser(true), []);
  return browser;
}
