// The counts of one column's values under the view's other filters and period, read after the
// view's rows are shown, and what the view's total leaves for "Other". A value the service
// refuses to count (400/422) drops the column from the Counts choice.
import { useEffect } from 'react'
import { useQueries, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/api-error'
import { otherCount, type Count } from '@/lib/counts/value-counts'
import {
  useListColumnsContext,
  useListDataContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { countOptions } from './count-request'
import { useRefuseCounts } from './refused-counts'

export interface ValueCounts {
  counts: readonly (Count | undefined)[]
  other: number | undefined
  /** The first failure other than a refusal, if any. */
  failure: Error | undefined
  refused: boolean
  /** A count is still to come. */
  counting: boolean
  retry: () => void
}

const isRefusal = (error: Error | null) =>
  isApiError(error) && (error.status === 400 || error.status === 422)

export function useValueCounts(attribute: string, values: readonly string[]): ValueCounts {
  const queryClient = useQueryClient()
  const { resource, baseUrl, query } = useListViewContext()
  const { timeZone } = useListColumnsContext()
  const { status } = useListDataContext()
  const shown = status.kind === 'current' ? status.page : undefined
  const filtered = Object.hasOwn(query.filters, attribute)
  // The view's own total serves "Other" unless the view is filtered by this column.
  const asked = filtered ? [...values, undefined] : values
  const results = useQueries({
    queries: asked.map((value) => ({
      ...countOptions({
        queryClient,
        resource,
        baseUrl,
        query,
        attribute,
        value,
        withTotal: shown?.total !== undefined,
        timeZone,
      }),
      // After the rows: never before the view's own answer is shown.
      enabled: shown !== undefined,
    })),
  })
  const refused = results.some((result) => isRefusal(result.error))
  const refuse = useRefuseCounts()
  useEffect(() => {
    if (refused) refuse(resource.name, attribute)
  }, [refused, refuse, resource.name, attribute])
  const counts = results.slice(0, values.length).map((result) => result.data)
  const base = results[values.length]?.data
  const total = filtered ? (base?.atLeast ? undefined : base?.count) : shown?.total
  const failure = results.find((result) => result.error && !isRefusal(result.error))?.error
  return {
    counts,
    other: otherCount(total, counts),
    failure: failure ?? undefined,
    refused,
    counting: results.some((result) => result.isFetching),
    retry: () => {
      for (const result of results) if (result.error) void result.refetch()
    },
  }
}
