// A page of rows fetched ahead (the next one) is made ready to show while the browser is idle, so
// that pressing Next has only to render it: its columns, its values' widths and its cells' formats
// are worked out once per page and kept with it (columns.ts, column-widths.ts).
import type { ListRecord } from '../api/normalize-list-response'
import { longestOnPage } from './column-widths'
import { pageColumns, prepareCellFormats } from './columns'

export function preparePage(rows: readonly ListRecord[], configured: readonly string[]): void {
  const columns = pageColumns(rows, configured)
  for (const column of columns) longestOnPage(rows, column.id)
  prepareCellFormats(rows, columns)
}
