/**
 * What a page may change in the app's frame around it: hiding the top navigation (a dashboard
 * opened with `standalone` or uiConfig bit 4, e.g. embedded or screenshotted).
 */
import { createContext, useContext, useEffect } from 'react';

export interface AppChrome {
  setNavigationHidden: (hidden: boolean) => void;
}

export const AppChromeContext = createContext<AppChrome>({ setNavigationHidden: () => undefined });

/** Hides the top navigation while the calling page is shown and `hidden` holds. */
export function useHideNavigation(hidden: boolean): void {
  const { setNavigationHidden } = useContext(AppChromeContext);
  useEffect(() => {
    setNavigationHidden(hidden);
    return () => setNavigationHidden(false);
  }, [hidden, setNavigationHidden]);
}
