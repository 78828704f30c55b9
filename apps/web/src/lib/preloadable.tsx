import { lazy, type ComponentType } from 'react';

/**
 * A component in a chunk of its own, like React's `lazy`, that can also be loaded ahead (`preload`): once loaded it
 * renders at once instead of suspending. The server loads the shop pages' code before it renders any
 * (entry-server.tsx), so a page is rendered whole by one `renderToString`.
 */
export function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    const Loaded = loaded;
    return Loaded ? <Loaded {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
