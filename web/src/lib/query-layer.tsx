import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { queryClient } from './react-query.ts';

export { queryClient };

/**
 * The app's query client for a lazily loaded part of the page. The query library is loaded with
 * the first such part, not with the landing page; every part shares the one client, so nesting
 * them (a layout route and its page) shares one cache.
 */
export function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** `Component` inside the query layer. */
export function withQueryLayer<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithQueryLayer(props: P) {
    return (
      <QueryLayer>
        <Component {...props} />
      </QueryLayer>
    );
  }
  WithQueryLayer.displayName = `WithQueryLayer(${Component.displayName ?? Component.name})`;
  return WithQueryLayer;
}
