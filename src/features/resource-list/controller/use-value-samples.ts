// Filter suggestions come from the values the list has shown, at no request of their own; a
// column of few values (a status, a type) should offer all of them, though, and the pages shown
// so far may lack some. Its filter asks once for a sample page (the list without that filter,
// 20 records, through the one request builder) when its suggestions first open.
import { useMemo, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { SeenValuesSource } from '@/hooks/use-seen-values'
import { maxPageSize, serializeListQuery, type ListQuery } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import type { ResourceConfig } from '@/resources'
import { listRequestOptions } from '../request/list-request'

export function useValueSamples(
  source: SeenValuesSource | undefined,
  resource: ResourceConfig,
  baseUrl: string,
  query: ListQuery,
): SeenValuesSource | undefined {
  const queryClient = useQueryClient()
  const asked = useRef(new Set<string>())
  return useMemo(() => {
    if (!source) return undefined
    const sample = (attribute: string) => {
      const sampled = { ...withFilter(query, attribute, ''), size: maxPageSize }
      const search = serializeListQuery(sampled)
      if (asked.current.has(search)) return
      asked.current.add(search)
      void queryClient.fetchQuery(listRequestOptions({ resource, baseUrl, query: sampled })).then(
        (page) => source.store.record(source.scope, page.rows),
        () => asked.current.delete(search), // asked again next time the list opens
      )
    }
    return { ...source, sample }
  }, [source, resource, baseUrl, query, queryClient])
}
