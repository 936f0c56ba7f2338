import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';

export type Theme = 'light' | 'dark';

interface ThemeContextValue {
  theme: Theme;
  toggleTheme: () => void;
}

/** The theme, outside React's state: what reads it subscribes to it. */
interface ThemeStore {
  get(): Theme;
  toggle(): void;
  subscribe(listener: () => void): () => void;
}

function createThemeStore(): ThemeStore {
  let theme: Theme = 'light';
  const listeners = new Set<() => void>();
  return {
    get: () => theme,
    toggle() {
      theme = theme === 'light' ? 'dark' : 'light';
      // In the press itself: the page changes colour in the next frame, before React renders.
      document.documentElement.dataset.theme = theme;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const ThemeContext = createContext<ThemeStore | null>(null);

/** What the server renders and hydration starts from. */
const serverTheme = (): Theme => 'light';

/**
 * Light at every start (the choice is deliberately not persisted); it is written to
 * <html data-theme>, which every app's tokens read.
 *
 * The context carries the store, which never changes, not the theme: a press re-renders only
 * the toggles that subscribe to it, not everything under the provider (the whole page), and
 * writes the page's colours in the press itself, not in an effect after React's render. A
 * theme pressed while the page starts thus costs the toggle's own part, whatever else is still
 * being hydrated.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createThemeStore);
  useEffect(() => {
    document.documentElement.dataset.theme = store.get();
  }, [store]);
  return <ThemeContext.Provider value={store}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const store = useContext(ThemeContext);
  if (!store) throw new Error('useTheme must be used inside ThemeProvider');
  const theme = useSyncExternalStore(store.subscribe, store.get, serverTheme);
  return { theme, toggleTheme: store.toggle };
}
