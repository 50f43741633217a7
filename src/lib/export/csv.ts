// The export's file: one header row, then a row per record. Headers are the column labels as the
// table shows them ("Created at", "Customer name"), or the service's attribute names when asked
// (`createdAt`, `customer.name`); a label two columns share names its attribute too. Times are
// ISO 8601 with their offset, in the viewer's zone or in UTC as "UTC times" says, so a
// spreadsheet reads the instant the screen showed. Cells starting like a formula are neutralised.
import Papa from 'papaparse'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/export'
import type { ListRecord } from '../api/normalize-list-response'
import { columnLabel } from '../columns/column-labels'
import { readColumnValue, type ColumnSpec } from '../columns/columns'
import { formatIsoWithOffset } from '../dates/iso-offset'
import { readTimestamp, type ZoneOptions } from '../dates/timestamps'

export type CsvHeaders = 'labels' | 'attributes'

export interface CsvOptions extends ZoneOptions {
  headers?: CsvHeaders
}

/**
 * The header row: labels in words, in the language in force, each one once (a shared one names its
 * attribute), or the attribute names.
 */
export function csvHeaders(
  columns: readonly ColumnSpec[],
  headers: CsvHeaders = 'labels',
): string[] {
  if (headers === 'attributes') return columns.map((column) => column.id)
  const labels = columns.map((column) => columnLabel(column.id))
  const counts = new Map<string, number>()
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1)
  return labels.map((label, index) =>
    counts.get(label)! > 1
      ? t('export.sharedLabel', { label, attribute: columns[index]!.id })
      : label,
  )
}

// Spreadsheets run cells that start like formulas; papaparse prefixes those with an apostrophe.
// Its own pattern for `escapeFormulae: true` ends in `.*$` without the s flag, so it misses a
// formula followed by a line break; this one looks at the first character only.
const formulaStart = /^[=+\-@\t\r]/

function cellValue(
  value: unknown,
  column: ColumnSpec,
  zone: ZoneOptions,
): string | number | boolean {
  if (value === null || value === undefined) return ''
  if (column.kind === 'timestamp') {
    // A date alone, or a value that is no time, is written as the service sent it.
    const time = readTimestamp(value, { asTimestamp: true })
    if (time) return formatIsoWithOffset(time.date, zone)
  }
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'string') {
    return value
  }
  return JSON.stringify(value) ?? ''
}

export function toCsv(
  rows: readonly ListRecord[],
  columns: readonly ColumnSpec[],
  { headers, ...zone }: CsvOptions = {},
): string {
  return Papa.unparse(
    {
      fields: csvHeaders(columns, headers),
      data: rows.map((row) =>
        columns.map((column) => cellValue(readColumnValue(row, column.id), column, zone)),
      ),
    },
    { escapeFormulae: formulaStart },
  )
}
