// Default column widths, from what the columns hold: each column's natural width is estimated
// from its header and the longest values on the page (capped), and the room the viewport leaves
// is shared so that long text gets it before short values do. A product's name is not cut while
// "Participants" has room to spare; a column too long for the room shrinks, the widest first, no
// narrower than `squeezedWidth`. Widths a person set by resizing are kept as they are. The
// table and the first view painted before React both call this with the same rows and viewport,
// so they draw the same widths.
import type { ListRecord } from '../api/normalize-list-response'
import { clampColumnWidth, naturalColumnWidth, type ColumnLayout } from './column-layout'
import { columnLabel } from './column-labels'
import { readColumnValue, type ColumnSpec } from './columns'

/** Roughly the widest average character of the table's 15 px text, in px. */
const charWidth = 8.2
/** A cell's padding and border. */
const cellExtra = 26
/** A header's padding, sort indicator (with its priority) and resize handle. */
const headerExtra = 50
/** The most a column takes before anyone resizes it. */
export const maxNaturalWidth = 360
/** Long text is cut no narrower than this to fit the viewport. */
export const squeezedWidth = 150
/** The page's padding, the table's borders and a scroll bar beside the viewport's width. */
const pageChrome = 56
/** Characters read of a value: longer ones are cut anyway. */
const maxChars = 60

function valueChars(value: unknown): number {
  if (value === null || value === undefined || value === '') return 1
  if (typeof value === 'number') {
    const digits = String(Math.trunc(Math.abs(value))).length
    // Group separators, and two decimals at most shown.
    return String(value).length + Math.floor((digits - 1) / 3)
  }
  if (typeof value === 'boolean') return 3
  if (typeof value === 'string') return value.length
  return maxChars // an object, shown as JSON
}

/**
 * The width a column's header and values ask for, before the viewport is considered; with no
 * values (a view that found nothing), what its kind usually holds.
 */
export function naturalWidthOf(column: ColumnSpec, values: readonly unknown[]): number {
  if (values.length === 0) return Math.min(maxNaturalWidth, naturalColumnWidth(column))
  const header = columnLabel(column.id).length * charWidth + headerExtra
  const chars = Math.min(maxChars, Math.max(1, ...values.map(valueChars)))
  const content =
    column.kind === 'timestamp'
      ? 170 // a date and time in the viewer's locale, whatever the service sent
      : column.kind === 'status'
        ? chars * charWidth * 0.85 + cellExtra + 18 // a badge, in smaller text
        : column.currencyFrom
          ? (chars + 4) * charWidth + cellExtra // a currency sign and the decimals
          : chars * charWidth + cellExtra
  return clampColumnWidth(Math.min(maxNaturalWidth, Math.max(header, content)))
}

/** What the table may take of a viewport `viewportWidth` px wide. */
export function tableRoom(viewportWidth: number): number {
  return viewportWidth - pageChrome
}

/**
 * Each column's width before anyone resizes it (`layout.columnSizing` wins over it), sharing
 * `tableRoom(viewportWidth)` among the columns shown: short ones get their natural width, long
 * text the rest, the widest cut first when it is not enough.
 */
export function contentColumnWidths(
  columns: readonly ColumnSpec[],
  rows: readonly ListRecord[],
  layout: Pick<ColumnLayout, 'columnSizing' | 'columnVisibility'>,
  viewportWidth: number,
): Map<string, number> {
  const widths = new Map(
    columns.map((column) => [
      column.id,
      naturalWidthOf(
        column,
        rows.map((row) => readColumnValue(row, column.id)),
      ),
    ]),
  )
  const shown = columns.filter((column) => layout.columnVisibility[column.id] !== false)
  const resized = shown.filter((column) => layout.columnSizing[column.id] !== undefined)
  const free = shown.filter((column) => layout.columnSizing[column.id] === undefined)
  const long = free
    .filter((column) => widths.get(column.id)! > squeezedWidth)
    .sort((one, other) => widths.get(one.id)! - widths.get(other.id)!)
  let room = tableRoom(viewportWidth)
  for (const column of resized) room -= layout.columnSizing[column.id]!
  for (const column of free) if (!long.includes(column)) room -= widths.get(column.id)!
  // Narrowest first: each long column takes its natural width while its share allows.
  long.forEach((column, index) => {
    const share = room / (long.length - index)
    const width = Math.round(Math.max(squeezedWidth, Math.min(widths.get(column.id)!, share)))
    widths.set(column.id, width)
    room -= width
  })
  return widths
}
