import { useQuery } from '@tanstack/react-query';
import { api, type ResourceList } from '../lib/api/api-client.ts';
import type { Competitor } from '../lib/api/types.ts';
import { brandColor, ownBrandColor } from './brand-colors.ts';

/** The own brand's key in analytics payloads (competitors are keyed by their document id). */
export const ownBrandKey = 'brand';

export const brandColorKeys = {
  project: (projectDocumentId: string) => ['brand-colors', projectDocumentId] as const,
};

/**
 * The colour of every brand of a project: the own brand (`brand`) in the primary colour and each competitor by its
 * order in the project (oldest first), the same on every screen. Brands not (or no longer) in the project are grey.
 */
export function useBrandColors(projectDocumentId: string | undefined) {
  const query = useQuery({
    queryKey: brandColorKeys.project(projectDocumentId ?? ''),
    enabled: Boolean(projectDocumentId),
    staleTime: 60_000,
    queryFn: () =>
      api<ResourceList<Competitor>>('/competitors', {
        query: {
          filters: { project: { documentId: { $eq: projectDocumentId } } },
          sort: ['id:asc'],
          fields: ['documentId', 'name'],
          pagination: { pageSize: 100 },
        },
        silent: true,
      }),
  });
  const order = new Map((query.data?.data ?? []).map((c, i) => [c.documentId, i]));
  return {
    isPending: query.isPending,
    /** The project's competitors, oldest first (document id and name). */
    competitors: query.data?.data ?? [],
    colorOf: (key: string): string => {
      if (key === ownBrandKey) return ownBrandColor;
      const index = order.get(key);
      return index === undefined ? 'gray.5' : brandColor(false, index);
    },
  };
}
