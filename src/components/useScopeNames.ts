import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { sourceSystemsQueryOptions } from '../api/queryOptions/connections';
import { selectCurrentInstanceId, useClientState } from '../store';

/** "productOptions" → "Product options": a scope key its source system does not name (yet), made readable. */
export function readableKey(key: string): string {
  const words = key
    .replace(/[_-]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Scope keys as their source systems name them ("Product options"), in the order given. */
export function useScopeNames(): (keys: readonly string[]) => string[] {
  const instanceId = useClientState(selectCurrentInstanceId);
  const sources = useQuery(sourceSystemsQueryOptions(instanceId));
  return useMemo(() => {
    const names = new Map(
      (sources.data?.sourceSystems ?? []).flatMap((system) =>
        system.scopes.map((scope) => [scope.key, scope.name] as const),
      ),
    );
    return (keys) => keys.map((key) => names.get(key) ?? readableKey(key));
  }, [sources.data]);
}
