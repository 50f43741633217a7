import { useMemo } from 'react'

/**
 * `value`, or an equal copy kept while its JSON is the same: derived lists (columns, sort keys)
 * keep their identity across page flips, so what is built from them (the column model, every
 * header and row) need not be rebuilt. Only for values JSON carries whole (no functions, dates or
 * undefined). Unlike state set during render, it never renders the caller a second time.
 */
export function useSameValue<T extends object>(value: T): T {
  const json = JSON.stringify(value)
  return useMemo(() => JSON.parse(json) as T, [json])
}
