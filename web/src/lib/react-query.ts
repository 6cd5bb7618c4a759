import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { registerQueryClient } from './session.ts';

export const queryConfig = {
  queries: {
    retry: 1,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryConfig });
}

/**
 * The app's one query client. Only lazily loaded code imports this module (the first page's
 * chunk stays free of the query library), so `QueryLayer` puts it into each lazy page's tree.
 */
export const queryClient = createQueryClient();
registerQueryClient(queryClient);
