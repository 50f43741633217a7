// What goes into the export's file, and handing it to the browser as a download.
import type { ShownColumn } from '@/components/data-table/column-arrangement'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { ColumnLayout } from '@/lib/columns/column-layout'
import { inferColumns, type ColumnSpec } from '@/lib/columns/columns'
import type { Period } from '@/lib/dates/find-period'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/export'
import { ownValue } from '@/lib/own-value'

/** The table's columns in order, then any the exported records add that were not hidden. */
export function exportColumns(
  shown: readonly ShownColumn[],
  records: readonly ListRecord[],
  configured: readonly string[],
  layout: ColumnLayout,
): ColumnSpec[] {
  const known = new Set(shown.map(({ spec }) => spec.id))
  const extra = inferColumns(records, configured).filter(
    (column) => !known.has(column.id) && ownValue(layout.columnVisibility, column.id) !== false,
  )
  return [...shown.map(({ spec }) => spec), ...extra]
}

/** What a file holds, for its name. */
export interface ExportFileSubject {
  resourceName: string
  /** The view's filters: their values, in the URL's order, name the file. */
  filters: Readonly<Record<string, string>>
  /** The period exported, when one was shown; else the file names the day it was made on. */
  period?: Period
  /** The day of the export, 'YYYY-MM-DD', in the zone the list shows times in. */
  today: string
  /** Part of an export that stopped. */
  partial: boolean
}

// Characters no common file system takes in a name, and controls; a value may hold anything.
const unsafe = /[\\/:*?"<>|\p{Cc}\p{Cf}]+/gu
const valueLength = 40
const nameLength = 120

function namePart(text: string, length: number): string {
  return [...text.replace(unsafe, ' ').replace(/\s+/g, ' ').trim()].slice(0, length).join('').trim()
}

function daysOf(period: Period | undefined, today: string): string {
  if (!period) return today
  const { from = '', to = '' } = period
  return from === to ? from : `${from}–${to}`
}

/**
 * `bookings 2026-11-27 pending.csv`: the resource, the period (or the day it was made on) and the
 * filters' values, so a folder of exports says which is which; a partial file says so.
 */
export function exportFileName({
  resourceName,
  filters,
  period,
  today,
  partial,
}: ExportFileSubject): string {
  const values = Object.values(filters).map((value) => namePart(value, valueLength))
  const name = namePart(
    [resourceName, daysOf(period, today), ...values].filter(Boolean).join(' '),
    nameLength,
  ).replace(/^\.+/, '')
  return `${partial ? t('export.partialFile', { name }) : name}.csv`
}

// Excel reads a CSV file without a byte order mark in the machine's legacy code page: "MÃ¼nchen".
const byteOrderMark = '\uFEFF'

export function downloadFile(text: string, fileName: string) {
  const url = URL.createObjectURL(
    new Blob([byteOrderMark, text], { type: 'text/csv;charset=utf-8' }),
  )
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
