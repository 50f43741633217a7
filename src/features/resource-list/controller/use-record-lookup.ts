// The record a `/<resource>/<id>` link opens. Records arrive and rows shift, so a record is often
// no longer on the list page its link names: it is then asked for by id, through the same list
// request as any view (`filters[id]=<id>`, one row).
import { useQuery } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/api-error'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId } from '@/lib/api/list-rows'
import { createListQuery, isValidFilterValue } from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { listRequestOptions } from '../request/list-request'

interface RecordLookupInput {
  resource: ResourceConfig
  baseUrl: string
  openRecordId: string | undefined
  /** The record on the list page shown: undefined while it loads, null when not on it. */
  onPage: ListRecord | null | undefined
}

function recordQuery(id: string) {
  return createListQuery({ filters: { id }, size: 1 })
}

export interface RecordLookup {
  /** The open record: from the page shown, else looked up by id (see `useRecordLookup`). */
  record: ListRecord | null | undefined
  lookupError: Error | undefined
  retryLookup: (() => void) | undefined
}

/**
 * The open record: undefined while it is being found, null when the service refuses the lookup
 * or has no such record; `lookupError` when the lookup failed otherwise (it can be tried again).
 */
export function useRecordLookup({
  resource,
  baseUrl,
  openRecordId,
  onPage,
}: RecordLookupInput): RecordLookup {
  const lookingUp = openRecordId !== undefined && onPage === null
  // An id no filter can hold would be dropped from the request, which would then ask for any row.
  const askable = lookingUp && isValidFilterValue(openRecordId)
  const lookup = useQuery({
    ...listRequestOptions({ resource, baseUrl, query: recordQuery(openRecordId ?? '') }),
    enabled: askable,
  })
  if (!lookingUp) return { record: onPage, lookupError: undefined, retryLookup: undefined }
  if (!askable) return { record: null, lookupError: undefined, retryLookup: undefined }
  const { data, error } = lookup
  const refused =
    isApiError(error) && (error.kind === 'rejected-query' || error.kind === 'not-found')
  const record = data?.rows.find((row) => recordId(row) === openRecordId)
  return {
    record: record ?? (data || refused ? null : undefined),
    lookupError: error && !refused ? error : undefined,
    retryLookup: () => void lookup.refetch(),
  }
}
