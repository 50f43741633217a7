// Every record of a grouped view, read as an export reads them (lib/export/export-records.ts): 20
// a request, two at a time, waiting out a 429, each page's seam checked while records arrive;
// within a period, only its run of the list. At most `maxGroupedRecords`: a view known or found
// to hold more is said to be too large, never shown as partial groups. Cached with the view.
import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError, failureText, isAuthError } from '@/lib/api/api-error'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import {
  ExportFailure,
  ExportTooLarge,
  fetchAllRecords,
  type ExportProgress,
} from '@/lib/export/export-records'
import { maxGroupedRecords } from '@/lib/groups/group-limit'
import { maxPageSize, type ListQuery } from '@/lib/list-query'
import type { TimeZoneChoice } from '@/lib/dates/timestamps'
import type { PeriodExport } from '../period/period-export'
import { listKeys } from '../../request/list-keys'
import { credentialsFor } from '../../request/signed-in'

export type GroupedRead =
  { kind: 'records'; records: ListRecord[] } | { kind: 'too-large'; total: number | undefined }

export interface GroupedReadInput {
  resource: string
  baseUrl: string
  /** The query the service is asked for the view (its default sort included). */
  requestQuery: ListQuery
  /** The view's period, if any: read as its export is, once its bounds are known. */
  period: ListQuery['period']
  periodExport: PeriodExport | undefined
  timeZone: TimeZoneChoice
  /** How many records the view holds, when the service says. */
  total: number | undefined
  /** Read only once this is true (the view's first page is in). */
  ready: boolean
}

/** What decides the records of a view: not how they are grouped, counted or paged. */
function readQuery(query: ListQuery): ListQuery {
  const read = { ...query, page: 0, size: maxPageSize }
  delete read.group
  delete read.counts
  delete read.period
  return read
}

export function useGroupedRecords(input: GroupedReadInput) {
  const { resource, baseUrl, period, periodExport, timeZone } = input
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<ExportProgress>({ fetched: 0 })
  // Cancel holds for the view it was pressed in: another view reads its own records.
  const [cancelledView, setCancelledView] = useState<string>()
  const range = periodExport?.range
  const count = range ? range.end - range.start : input.total
  const knownTooLarge = count !== undefined && count > maxGroupedRecords
  const query = readQuery(periodExport?.query ?? input.requestQuery)
  const queryKey = listKeys.groups({
    resource,
    baseUrl,
    query,
    ...(period ? { period, timeZone } : {}),
    ...(range ? { bounds: { start: range.start, end: range.end } } : {}),
  })
  const waitsForPeriod = period !== undefined && periodExport === undefined
  const view = JSON.stringify(queryKey)
  const cancelled = cancelledView === view
  const read = useQuery({
    queryKey,
    enabled: input.ready && !knownTooLarge && !waitsForPeriod && count !== 0 && !cancelled,
    // A read stopped on the way is said, with Retry: never asked again unseen.
    retry: false,
    queryFn: async ({ signal }): Promise<GroupedRead> => {
      const credentials = credentialsFor(baseUrl)
      if (!credentials) throw new ApiError('auth', failureText('misc.signedOut'))
      const tooMany = new AbortController()
      let seenTotal: number | undefined
      setProgress({ fetched: 0 })
      try {
        const records = await fetchAllRecords({
          credentials,
          resource,
          query,
          range,
          signal: AbortSignal.any([signal, tooMany.signal]),
          maxRecords: maxGroupedRecords,
          concurrency: 2,
          onProgress: (next) => {
            setProgress(next)
            // A total past the limit, said on the way: nothing more is read.
            if (!range && next.total !== undefined && next.total > maxGroupedRecords) {
              seenTotal = next.total
              tooMany.abort()
            }
          },
        })
        return { kind: 'records', records }
      } catch (error) {
        if (tooMany.signal.aborted && !signal.aborted)
          return { kind: 'too-large', total: seenTotal }
        const cause = error instanceof ExportFailure ? error.cause : error
        if (cause instanceof ExportTooLarge) return { kind: 'too-large', total: cause.total }
        // A rejected key pair surfaces as itself, so that the session ends.
        throw isAuthError(cause) ? cause : error
      }
    },
  })
  const answer: GroupedRead | undefined = !input.ready
    ? undefined
    : knownTooLarge
      ? { kind: 'too-large', total: count }
      : count === 0
        ? { kind: 'records', records: [] }
        : read.data
  return {
    answer,
    reading: read.fetchStatus === 'fetching' && answer === undefined,
    progress,
    error: read.error,
    cancelled: cancelled && answer === undefined,
    cancel: () => {
      setCancelledView(view)
      void queryClient.cancelQueries({ queryKey })
    },
    retry: () => {
      setCancelledView(undefined)
      if (!cancelled) void read.refetch()
    },
  }
}
