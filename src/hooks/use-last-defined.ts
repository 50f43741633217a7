import { useState } from 'react'

/** The most recent defined value, kept across renders where the value is undefined. */
export function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value)
  if (value !== undefined && value !== last) {
    setLast(value)
    return value
  }
  return value ?? last
}
