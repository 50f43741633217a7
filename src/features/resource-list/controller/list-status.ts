// Where a list view stands, as one value: what the page shows (rows, a skeleton, a message) is
// read from its kind, never worked out again from flags.
import { isApiError, type ApiError } from '@/lib/api/api-error'
import type { ListPage } from '@/lib/api/fetch-list'
import type { ListProgress } from '@/lib/api/list-rows'

export type ListStatus =
  /** Nothing to show yet: no rows, no failure, no refusal. */
  | { kind: 'loading' }
  /** The answer to the URL's view. */
  | { kind: 'current'; page: ListPage }
  /** The last view's rows, kept on screen while this one loads. */
  | { kind: 'stale'; page: ListPage }
  /** The service refused the query (400/422): the previous rows, if any, stay beside its message. */
  | { kind: 'refused'; rejection: ApiError; page: ListPage | undefined }
  /** A failure with no rows to show beside it. */
  | { kind: 'failed'; error: Error }

interface QueryState {
  data: ListPage | undefined
  isPlaceholderData: boolean
  error: Error | null
  /** The last page shown, of any view. */
  lastPage: ListPage | undefined
}

export function listStatusOf({ data, isPlaceholderData, error, lastPage }: QueryState): ListStatus {
  // Only a refused sort or filter keeps the previous rows on screen (dimmed, beside the service's
  // message); any other failure shows its error rather than an older view's rows under this URL.
  if (isApiError(error) && error.kind === 'rejected-query')
    return { kind: 'refused', rejection: error, page: data ?? lastPage }
  if (data) return { kind: isPlaceholderData ? 'stale' : 'current', page: data }
  return error ? { kind: 'failed', error } : { kind: 'loading' }
}

/** The page of rows on screen, if any. */
export function pageOf(status: ListStatus): ListPage | undefined {
  return 'page' in status ? status.page : undefined
}

/** The page shown when it answers the URL's view (not a placeholder, not beside a refusal). */
export function currentPage(status: ListStatus): ListPage | undefined {
  return status.kind === 'current' ? status.page : undefined
}

/** Whether a record opened by its link can be looked for on the page shown yet. */
export function progressOf(status: ListStatus): ListProgress {
  if (status.kind === 'current') return 'current'
  return status.kind === 'refused' || status.kind === 'failed' ? 'failed' : 'loading'
}
