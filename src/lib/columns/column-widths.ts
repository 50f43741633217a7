// Default column widths, from what the columns hold: each column's natural width is estimated
// from its header and the longest values on the page (capped), and the room the viewport leaves
// is shared so that long text gets it before short values do. A product's name is not cut while
// "Participants" has room to spare; a column too long for the room shrinks, the widest first, no
// narrower than `squeezedWidth`. Widths a person set by resizing are kept as they are. The
// table also counts the widest values its columns showed on earlier pages (shown-values.ts), so
// paging to shorter values doesn't narrow them; on a page load there are none yet, so React's
// first render and the first view painted before it draw the same widths.
import type { ListRecord } from '../api/normalize-list-response'
import { clampColumnWidth, naturalColumnWidth, type ColumnLayout } from './column-layout'
import { columnLabel } from './column-labels'
import { readColumnValue, type ColumnSpec } from './columns'
import type { TimeZoneChoice } from '../dates/timestamps'
import { cached } from './intl-formats'
import { dateTimeTextWidth } from './date-time-width'
import { ownValue } from '../own-value'

/** The table's 15 px text, roughly (system fonts differ): wide letters and digits, narrow ones. */
const wideChar = 10.4
const plainChar = 9.4
const narrowChar = 5.2
/** A cell's padding and border. */
const cellExtra = 26
/** What a date and time takes in English, and where the browser can't measure it. */
const dateTimeWidth = 170
/** A header's padding, sort indicator (with its priority) and resize handle. */
const headerExtra = 50
/** A filter input's own padding and border, inside the cell's. */
const inputExtra = 16
/** The most a column takes before anyone resizes it. */
export const maxNaturalWidth = 360
/** Long text is cut no narrower than this to fit the viewport. */
export const squeezedWidth = 150
/** Where the columns cannot all fit, no column takes more than this share of the room. */
const overflowShare = 0.4
/** The page's padding, the table's borders and a scroll bar beside the viewport's width. */
const pageChrome = 56
/** Characters read of a value: longer ones are cut anyway. */
const maxChars = 60

/** Each ASCII character's width; anything else reads as a plain letter. */
const asciiWidths = Array.from({ length: 128 }, (_, code) => {
  const char = String.fromCharCode(code)
  if (/[A-Z0-9MWmw@%&#]/.test(char)) return wideChar
  return /[ilj.,:;'|!ft ()[\]-]/.test(char) ? narrowChar : plainChar
})

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff

/** How wide `text` shows, roughly, in px: of its first `maxChars` code units, each character. */
export function textWidth(text: string): number {
  // Runs for every value of a page on each flip: character codes, not a regular expression each.
  let width = 0
  const end = Math.min(text.length, maxChars)
  for (let index = 0; index < end; index++) {
    const code = text.charCodeAt(index)
    // The second half of a character outside the BMP (an emoji) was counted with its first.
    if (isLowSurrogate(code) && index > 0 && isHighSurrogate(text.charCodeAt(index - 1))) continue
    width += code < 128 ? asciiWidths[code]! : plainChar
  }
  return width
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  // Group separators, as the cells show numbers.
  if (typeof value === 'number')
    return cached('n:widths', () => new Intl.NumberFormat('en')).format(value)
  if (typeof value === 'boolean') return 'yes'
  if (typeof value === 'string') return value
  return 'x'.repeat(maxChars) // an object, shown as JSON
}

/**
 * The width a column's header and values ask for, before the viewport is considered; with no
 * values (a view that found nothing), what its kind usually holds.
 */
export function naturalWidthOf(
  column: ColumnSpec,
  values: readonly unknown[],
  filter?: string,
): number {
  return naturalWidth(column, values.length > 0 ? longestText(values) : undefined, filter)
}

const longestText = (values: readonly unknown[]) =>
  Math.max(...values.map((value) => textWidth(valueText(value))))

/** `longest`: the widest value's width, undefined where there are no values. */
function naturalWidth(
  column: ColumnSpec,
  longest: number | undefined,
  filter: string | undefined,
  timeZone?: TimeZoneChoice,
): number {
  const filterWidth = filter ? textWidth(filter) + inputExtra + cellExtra : 0
  if (longest === undefined)
    return Math.min(maxNaturalWidth, Math.max(filterWidth, naturalColumnWidth(column)))
  const header = textWidth(columnLabel(column.id)) * 1.15 + headerExtra // in semibold
  const content =
    column.kind === 'timestamp'
      ? // a date and time in the viewer's locale, whatever the service sent; English's at least
        Math.max(dateTimeWidth, (dateTimeTextWidth(timeZone) ?? 0) + cellExtra)
      : column.kind === 'status'
        ? longest * 0.85 + cellExtra + 18 // a badge, in smaller text
        : column.currencyFrom
          ? longest + 4 * wideChar + cellExtra // a currency sign and the decimals
          : longest + cellExtra
  return clampColumnWidth(Math.min(maxNaturalWidth, Math.max(header, content, filterWidth)))
}

const longestPerPage = new WeakMap<readonly ListRecord[], Map<string, number>>()

/**
 * The widest value of a column on a page of rows, worked out once per page: the table, the first
 * view and the next page's preparation while the browser is idle (prepare-page.ts) share it.
 */
export function longestOnPage(rows: readonly ListRecord[], id: string): number {
  let page = longestPerPage.get(rows)
  if (!page) longestPerPage.set(rows, (page = new Map()))
  let longest = page.get(id)
  if (longest === undefined) {
    longest = longestText(rows.map((row) => readColumnValue(row, id)))
    page.set(id, longest)
  }
  return longest
}

/** What the table may take of a viewport `viewportWidth` px wide. */
export function tableRoom(viewportWidth: number): number {
  return viewportWidth - pageChrome
}

/** Each column's widest value on a page of `rows`, in px (see longestOnPage). */
export function longestValues(
  columns: readonly ColumnSpec[],
  rows: readonly ListRecord[],
): Map<string, number> {
  return new Map(columns.map((column) => [column.id, longestOnPage(rows, column.id)]))
}

/** Each width the wider of the two: widths that never narrow (both maps' columns). */
export function widestOf(
  known: ReadonlyMap<string, number>,
  current: ReadonlyMap<string, number>,
): Map<string, number> {
  const widest = new Map(known)
  for (const [id, width] of current) widest.set(id, Math.max(width, known.get(id) ?? 0))
  return widest
}

/**
 * Each column's natural width on a page of `rows`: its header, its widest value (or a wider one
 * `shownBefore` holds, from earlier pages) and its filter, if it has one, before the viewport is
 * considered.
 */
export function naturalColumnWidths(
  columns: readonly ColumnSpec[],
  rows: readonly ListRecord[],
  filters: Readonly<Record<string, string>> = {},
  shownBefore: ReadonlyMap<string, number> = new Map(),
  timeZone?: TimeZoneChoice,
): Map<string, number> {
  const filterOf = (column: ColumnSpec) =>
    column.attribute !== undefined && Object.hasOwn(filters, column.attribute)
      ? filters[column.attribute]
      : undefined
  const longest = (column: ColumnSpec) => {
    const before = shownBefore.get(column.id)
    if (rows.length === 0) return before
    return Math.max(longestOnPage(rows, column.id), before ?? 0)
  }
  return new Map(
    columns.map((column) => [
      column.id,
      naturalWidth(column, longest(column), filterOf(column), timeZone),
    ]),
  )
}

/**
 * Each column's width before anyone resizes it (`layout.columnSizing` wins over it), sharing
 * `tableRoom(viewportWidth)` among the columns shown: short ones get their natural width
 * (`naturals`, see naturalColumnWidths), long text the rest, the widest cut first. Where even cut
 * to `squeezedWidth` they would not fit, the table scrolls sideways anyway: nothing is cut then
 * but what would take over the room.
 */
export function contentColumnWidths(
  columns: readonly ColumnSpec[],
  naturals: ReadonlyMap<string, number>,
  layout: Pick<ColumnLayout, 'columnSizing' | 'columnVisibility'>,
  viewportWidth: number,
): Map<string, number> {
  const widths = new Map(
    columns.map((column) => [
      column.id,
      naturals.get(column.id) ?? naturalWidth(column, undefined, undefined),
    ]),
  )
  const width = (column: ColumnSpec) => widths.get(column.id)!
  const shown = columns.filter((column) => ownValue(layout.columnVisibility, column.id) !== false)
  const free = shown.filter((column) => ownValue(layout.columnSizing, column.id) === undefined)
  const long = free
    .filter((column) => width(column) > squeezedWidth)
    .sort((a, b) => width(a) - width(b))
  const room = tableRoom(viewportWidth)
  let left = room
  for (const column of shown) left -= ownValue(layout.columnSizing, column.id) ?? 0
  for (const column of free) if (!long.includes(column)) left -= width(column)
  if (left < long.length * squeezedWidth) {
    const most = Math.max(squeezedWidth, Math.round(room * overflowShare))
    for (const column of long) widths.set(column.id, Math.min(width(column), most))
    return widths
  }
  // Narrowest first: each long column takes its natural width while its share allows.
  long.forEach((column, index) => {
    const share = Math.floor(left / (long.length - index))
    const taken = Math.min(width(column), share)
    widths.set(column.id, taken)
    left -= taken
  })
  return widths
}
