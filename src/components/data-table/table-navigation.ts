// The table is one Tab stop: one row (the active one) takes focus from Tab; the list's shortcuts
// (j/k, and the arrows on a focused row) move the selection, and with it that row.

/** The row that takes Tab: the selected one, else the first. */
export function activeRowIndex(selected: number | undefined, count: number): number | undefined {
  if (count === 0) return undefined
  return Math.min(Math.max(selected ?? 0, 0), count - 1)
}
