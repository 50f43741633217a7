import { useState } from 'react'

/**
 * `value`, or the previous one while it has the same JSON: derived lists (columns, sort keys) keep
 * their identity across page flips, so what is built from them (the column model, every header
 * and row) need not be rebuilt.
 */
export function useSameValue<T>(value: T): T {
  const [kept, setKept] = useState({ value, json: JSON.stringify(value) })
  const json = JSON.stringify(value)
  if (json === kept.json) return kept.value
  setKept({ value, json })
  return value
}
