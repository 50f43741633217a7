import {
  useCallback,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  type Ref,
  type RefObject,
} from 'react'
import { offersFilter, type ColumnSpec } from '@/lib/columns/columns'
import type { DataTableHandle } from './data-table'
import type { FilterControl } from './data-table-filter-input'

function inDocumentOrder(one: Node, other: Node): number {
  return one.compareDocumentPosition(other) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1
}

/**
 * The table's rows and filter inputs by id, as they register themselves, and the handle a page
 * focuses them through (never by selector).
 */
export function useTableHandle(
  ref: Ref<DataTableHandle> | undefined,
  tableElement: RefObject<HTMLTableElement | null>,
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
  // The row that takes Tab (`id`'s, else the active one, else the first shown).
  const activeRowId = useRef(activeId)
  useLayoutEffect(() => {
    activeRowId.current = activeId
  })
  const focusRow = useCallback((id?: string) => {
    const rows = rowElements.current
    const wanted = id ?? activeRowId.current
    const element =
      (wanted === undefined ? undefined : rows.get(wanted)) ??
      [...rows.values()].sort(inDocumentOrder)[0]
    element?.focus()
    return element !== undefined
  }, [])
  // The same function while the table is: the memoised filter inputs need not re-render. With no
  // row to go to, the table itself takes the focus: the field is left all the same, so that keys
  // are shortcuts again, and the focus stays on the list instead of falling to the page. The
  // table is focusable only until it loses that focus, so a click on it never takes focus.
  const leaveFilter = useCallback(() => {
    if (focusRow()) return
    const table = tableElement.current
    if (!table) return
    table.setAttribute('tabindex', '-1')
    table.addEventListener('blur', () => table.removeAttribute('tabindex'), { once: true })
    table.focus()
  }, [focusRow, tableElement])
  useImperativeHandle(
    ref,
    () => ({
      focusRow,
      focusFilter: (preferred) => {
        const inputs = filterElements.current
        const attribute = [...preferred, ...filterOrder].find((name) => inputs.has(name))
        const input = attribute === undefined ? undefined : inputs.get(attribute)
        input?.focus()
        return input !== undefined
      },
      focusedRowId: () => {
        const focused = document.activeElement
        for (const [id, row] of rowElements.current) if (row.contains(focused)) return id
        return undefined
      },
    }),
    [filterOrder, focusRow],
  )
  return { rowElements, registerRow, registerFilter, leaveFilter }
}
