// Rows marked for the reader: newly arrived ones, or the first of a day gone to.
import { useCallback, useState } from 'react'

export interface RowMarks {
  ids: ReadonlySet<string>
  /** 'new': arrived since the page was shown; 'day': the first of the day gone to. */
  reason: 'new' | 'day'
  /** Bring the first marked row into view. */
  scroll: boolean
}

export interface RowMarking {
  /** The marks of the view shown, if any. */
  marks: RowMarks | undefined
  /** Marks rows of the view `forSearch` (the one shown by default). */
  markRows: (ids: readonly string[], reason: RowMarks['reason'], forSearch?: string) => void
}

export function useRowMarks(search: string): RowMarking {
  const [marks, setMarks] = useState<RowMarks & { search: string }>()
  const markRows = useCallback(
    (ids: readonly string[], reason: RowMarks['reason'], forSearch?: string) =>
      setMarks({
        ids: new Set(ids),
        reason,
        scroll: reason === 'day',
        search: forSearch ?? search,
      }),
    [search],
  )
  return { marks: marks?.search === search ? marks : undefined, markRows }
}
