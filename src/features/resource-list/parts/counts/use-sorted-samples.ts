// The values to count are those seen. A column of few values should show all of them, though,
// and the newest records may hold only some (the older bookings are the completed ones): three
// sample pages of 20 under the view's other filters, without this column's filter, complete them:
// the list in its own order, and sorted by the column both ways, which brings its first and last
// values. Asked through the one request builder and the counts' limit, once the rows are shown.
import { useEffect } from 'react'
import { useQueries } from '@tanstack/react-query'
import { maxPageSize, type SortKey } from '@/lib/list-query'
import { withFilter } from '@/lib/list-transitions'
import { useListDataContext, useListViewContext } from '../../controller/list-contexts'
import { listRequestOptions } from '../../request/list-request'
import { twoAtATime } from './count-request'

/**
 * `sortable`: the service did not refuse to sort by the column (else only the first sample).
 * Returns whether a sample is still to come, and the column's values the samples hold.
 */
/** A value as the seen values keep it (lib/filters/seen-values.ts). */
const valueText = (value: unknown) =>
  (typeof value === 'string' && value !== '') ||
  typeof value === 'number' ||
  typeof value === 'boolean'
    ? [String(value)]
    : []

export function useSortedSamples(
  attribute: string,
  enabled: boolean,
  sortable: boolean,
): { sampling: boolean; values: string[] } {
  const { resource, baseUrl, query, seenValues } = useListViewContext()
  const { status } = useListDataContext()
  const unfiltered = { ...withFilter(query, attribute, ''), size: maxPageSize }
  const byColumn: (readonly SortKey[])[] = [
    [{ attribute, direction: 'ASC' }],
    [{ attribute, direction: 'DESC' }],
  ]
  const orders = sortable ? [query.sorts, ...byColumn] : [query.sorts]
  const asking = enabled && status.kind === 'current' && seenValues !== undefined
  const samples = useQueries({
    queries: orders.map((sorts) => {
      const options = listRequestOptions({ resource, baseUrl, query: { ...unfiltered, sorts } })
      return {
        ...options,
        queryFn: (context: Parameters<typeof options.queryFn>[0]) =>
          twoAtATime.run(() => options.queryFn(context), context.signal),
        enabled: asking,
        // A sort the service refuses only leaves those values unseen.
        retry: false,
      }
    }),
  })
  const rows = samples.map((sample) => sample.data?.rows)
  useEffect(() => {
    for (const sampleRows of rows)
      if (seenValues && sampleRows) seenValues.store.record(seenValues.scope, sampleRows)
    // The rows of each sample are the same array until it is asked again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [seenValues, ...rows])
  return {
    sampling: samples.some((sample) => sample.isFetching || (asking && sample.isPending)),
    values: rows.flatMap((sampleRows) =>
      (sampleRows ?? []).flatMap((row) => valueText(row[attribute])),
    ),
  }
}
