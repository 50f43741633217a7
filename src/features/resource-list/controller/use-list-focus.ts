// Where focus goes on a list page when what held it goes away, so that it never falls to the page.
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'
import { useLocation } from 'react-router-dom'
import type { DataTableHandle } from '@/components/data-table/data-table'
import { useFocusKeeper } from '@/hooks/use-focus-keeper'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { handOffFilter } from '@/lib/focus-hand-off'

// Whether the list page that went last held the focus: the next one (another resource's list, by
// a record's link, Back or Forward) takes it then, rather than let it fall to the page.
let focusWentWithAList = false
// The row that held the focus as a list page went (a record's link followed from it), by history
// entry: Back to that entry focuses the same row, not the first.
const rowLeftFrom = new Map<string, string>()

export function useListFocus({
  table,
  rows,
  openRecordId,
}: {
  table: RefObject<DataTableHandle | null>
  rows: readonly ListRecord[]
  openRecordId: string | undefined
}) {
  const layout = useRef<HTMLDivElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const focusAwaitsRows = useRef(false)
  // The history entry shown, as the page last showed it: its cleanup runs after the URL changed.
  const { key } = useLocation()
  const entry = useRef(key)
  useLayoutEffect(() => {
    entry.current = key
  }, [key])
  const rowToFocus = useRef<string | undefined>(undefined)
  // A control that goes away by its own action (a chip's ×, Retry, "Show all", a saved view's
  // link) hands focus to what now stands for it: the filter it was about, else the rows, else
  // the list's heading.
  useFocusKeeper(layout, (standsFor) => {
    const attribute = handOffFilter(standsFor)
    if (attribute !== undefined && table.current?.focusFilter([attribute])) return
    if (table.current?.focusRow()) return
    focusAwaitsRows.current = true
    heading.current?.focus()
  })
  useLayoutEffect(() => {
    const tookOver = focusWentWithAList
    focusWentWithAList = false
    const container = layout.current
    const handle = table.current
    const active = document.activeElement
    if (tookOver && (!active || active === document.body)) {
      const returnTo = rowLeftFrom.get(entry.current)
      if (!handle?.focusRow(returnTo)) {
        rowToFocus.current = returnTo
        focusAwaitsRows.current = true
        heading.current?.focus()
      }
    }
    // A layout cleanup runs before the page leaves the document, while it still holds focus.
    return () => {
      focusWentWithAList = container?.contains(document.activeElement) ?? false
      const row = focusWentWithAList ? handle?.focusedRowId() : undefined
      if (row === undefined) rowLeftFrom.delete(entry.current)
      else rowLeftFrom.set(entry.current, row)
    }
  }, [table])
  // Handed to the heading while the rows were on their way, focus goes on to them once they come.
  useEffect(() => {
    if (!focusAwaitsRows.current || rows.length === 0) return
    focusAwaitsRows.current = false
    if (document.activeElement === heading.current) table.current?.focusRow(rowToFocus.current)
    rowToFocus.current = undefined
  }, [rows, table])

  // Details that close (Close, Esc, a link, Back) with focus in them, which then falls to the page,
  // return it to the row of the record shown, once they have gone: a modal drawer leaves the
  // table inert until then.
  const detailsWereOpen = useRef(false)
  useEffect(() => {
    if (openRecordId !== undefined) {
      detailsWereOpen.current = true
      return
    }
    if (!detailsWereOpen.current) return
    detailsWereOpen.current = false
    if (!document.activeElement || document.activeElement === document.body)
      table.current?.focusRow()
  }, [openRecordId, table])

  /** Focuses a filter that may turn into another control (yes/no, a date) as the view changes. */
  const focusFilter = (attribute: string) => {
    table.current?.focusFilter([attribute])
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body)
        table.current?.focusFilter([attribute])
    })
  }
  return { layout, heading, focusFilter }
}
