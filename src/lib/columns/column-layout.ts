// A person's column choices for one resource, stored as the table's own state slices (TanStack
// Table's columnOrder, columnVisibility, columnSizing and columnPinning) plus row density. Columns
// are inferred from data, so a layout names ids that may come and go; unknown ids are skipped.
// Layouts saved before widths and pinning existed ({ order, hidden, density }) are read as the
// same choices in the new shape.
import type { ColumnSpec } from './columns'
import { columnLabel } from './column-labels'
import { isStringArray } from '../preferences/preferences'

export type Density = 'comfortable' | 'compact'

export interface ColumnLayout {
  /** Column ids in the person's order; columns not named follow in inferred order. */
  columnOrder: readonly string[]
  /** `false` hides a column; absent or `true` shows it. */
  columnVisibility: Readonly<Record<string, boolean>>
  /** Widths in px set by resizing; absent means the column's natural width. */
  columnSizing: Readonly<Record<string, number>>
  /** Pinned to the start (left) edge, in this order. */
  columnPinning: { readonly start: readonly string[]; readonly end: readonly string[] }
  density: Density
}

export const minColumnWidth = 60
export const maxColumnWidth = 800
const maxIds = 200

export const defaultColumnLayout: ColumnLayout = {
  columnOrder: [],
  columnVisibility: {},
  columnSizing: {},
  columnPinning: { start: [], end: [] },
  density: 'comfortable',
}

const ids = (value: unknown): string[] => (isStringArray(value) ? value.slice(0, maxIds) : [])

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function clampColumnWidth(width: number): number {
  return Math.round(Math.min(maxColumnWidth, Math.max(minColumnWidth, width)))
}

function parseVisibility(value: unknown): Record<string, boolean> {
  if (!isRecord(value)) return {}
  const entries = Object.entries(value).filter(([, shown]) => typeof shown === 'boolean')
  return Object.fromEntries(entries.slice(0, maxIds)) as Record<string, boolean>
}

function parseSizing(value: unknown): Record<string, number> {
  if (!isRecord(value)) return {}
  const entries = Object.entries(value).flatMap(([id, width]) =>
    typeof width === 'number' && Number.isFinite(width) ? [[id, clampColumnWidth(width)]] : [],
  )
  return Object.fromEntries(entries.slice(0, maxIds)) as Record<string, number>
}

/** Reads a stored layout of either shape; anything unreadable is left out, never an error. */
export function parseColumnLayout(value: unknown): ColumnLayout | undefined {
  if (!isRecord(value)) return undefined
  const density = value.density === 'compact' ? 'compact' : 'comfortable'
  if (!('columnOrder' in value) && !('columnVisibility' in value)) {
    // The first shape: { order, hidden, density }.
    return {
      ...defaultColumnLayout,
      columnOrder: ids(value.order),
      columnVisibility: Object.fromEntries(ids(value.hidden).map((id) => [id, false])),
      density,
    }
  }
  const pinning = isRecord(value.columnPinning) ? value.columnPinning : {}
  return {
    columnOrder: ids(value.columnOrder),
    columnVisibility: parseVisibility(value.columnVisibility),
    columnSizing: parseSizing(value.columnSizing),
    columnPinning: { start: ids(pinning.start), end: ids(pinning.end) },
    density,
  }
}

/** Moves `id` one place up or down among `ids` (the full current order). */
export function moveColumn(ids: readonly string[], id: string, offset: -1 | 1): string[] {
  const next = [...ids]
  const from = next.indexOf(id)
  const to = from + offset
  if (from === -1 || to < 0 || to >= next.length) return next
  next.splice(from, 1)
  next.splice(to, 0, id)
  return next
}

/**
 * A column's width before anyone resizes it: enough for its header in words and the values its
 * kind usually holds. From the column alone, so widths do not shift as pages change.
 */
export function naturalColumnWidth(column: ColumnSpec): number {
  const header = columnLabel(column.id).length * 9 + 60
  const leaf = column.id.slice(column.id.lastIndexOf('.') + 1).toLowerCase()
  const values =
    column.kind === 'timestamp'
      ? 170
      : column.currencyFrom
        ? 140
        : column.kind === 'status'
          ? 120
          : leaf === 'id' || leaf.endsWith('id')
            ? 130
            : /name|title|description|email|address/.test(leaf)
              ? 200
              : 120
  return clampColumnWidth(Math.max(header, values))
}
