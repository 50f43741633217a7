import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, type Ref } from 'react'
import { offersFilter, type ColumnSpec } from '@/lib/columns/columns'
import type { DataTableHandle } from './data-table'
import type { FilterControl } from './data-table-filter-input'

/**
 * The table's rows and filter inputs by id, as they register themselves, and the handle a page
 * focuses them through (never by selector).
 */
export function useTableHandle(
  ref: Ref<DataTableHandle> | undefined,
  columns: readonly ColumnSpec[],
  filters: Readonly<Record<string, string>>,
  activeId: string | undefined,
) {
  const rowElements = useRef(new Map<string, HTMLTableRowElement>())
  const filterElements = useRef(new Map<string, FilterControl>())
  const registerRow = useCallback((id: string, element: HTMLTableRowElement | null) => {
    if (element) rowElements.current.set(id, element)
    else rowElements.current.delete(id)
  }, [])
  const registerFilter = useCallback((attribute: string, element: FilterControl | null) => {
    if (element) filterElements.current.set(attribute, element)
    else filterElements.current.delete(attribute)
  }, [])
  const filterOrder = useMemo(
    () => columns.flatMap((column) => (offersFilter(column, filters) ? [column.attribute] : [])),
    [columns, filters],
  )
  // The same function while the table is: the memoised filter inputs need not re-render.
  const activeRowId = useRef(activeId)
  useLayoutEffect(() => {
    activeRowId.current = activeId
  })
  const leaveFilter = useCallback(() => {
    const id = activeRowId.current
    const rows = rowElements.current
    const row = (id === undefined ? undefined : rows.get(id)) ?? rows.values().next().value
    row?.focus()
  }, [])
  useImperativeHandle(
    ref,
    () => ({
      focusRow: (id) => {
        const element =
          (id === undefined ? undefined : rowElements.current.get(id)) ??
          (activeId === undefined ? undefined : rowElements.current.get(activeId))
        element?.focus()
        return element !== undefined
      },
      focusFilter: (preferred) => {
        const inputs = filterElements.current
        const attribute = [...preferred, ...filterOrder].find((name) => inputs.has(name))
        const input = attribute === undefined ? undefined : inputs.get(attribute)
        input?.focus()
        return input !== undefined
      },
    }),
    [filterOrder, activeId],
  )
  return { rowElements, registerRow, registerFilter, leaveFilter }
}
