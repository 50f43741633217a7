// What a column's plain values mean, guessed from its name and checked against its values: a name
// like `createdAt` holds times (so 1764000000 is epoch seconds there, while a price stays a
// number), `status` holds status words, `totalPrice` is an amount in the record's `currency`.
import { currencyCode } from './intl-formats'
import { parseDateOnly, readTimestamp } from '../dates/timestamps'

export type ColumnKind = 'timestamp' | 'status'

export interface ColumnHints {
  kind?: ColumnKind
  currencyFrom?: string
}

const timeWords = ['at', 'date', 'time', 'timestamp']
const statusWords = ['status', 'state']
const amountWords = ['price', 'amount', 'cost', 'fee']

/** `word` itself, `somethingWord` (camelCase) or `something_word` (snake_case, any case). */
function named(leaf: string, words: readonly string[], exact: readonly string[] = words): boolean {
  const lower = leaf.toLowerCase()
  if (exact.includes(lower)) return true
  return words.some((word) => {
    if (lower.endsWith(`_${word}`)) return true
    const camel = word.charAt(0).toUpperCase() + word.slice(1)
    return leaf.endsWith(camel) && /[a-z\d]$/.test(leaf.slice(0, -camel.length))
  })
}

const present = (value: unknown) => value !== null && value !== undefined && value !== ''
const isAmount = (value: unknown) =>
  typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value))

function currencyCandidates(id: string): string[] {
  const dot = id.lastIndexOf('.')
  const prefix = id.slice(0, dot + 1)
  const leaf = id.slice(dot + 1)
  const stem = leaf.replace(/_?(price|amount|cost|fee)$/i, '')
  const own = [leaf, ...(stem ? [stem] : [])].flatMap((name) => [
    `${name}Currency`,
    `${name}_currency`,
  ])
  const names = ['currency', 'currencyCode', 'currency_code']
  return [...[...own, ...names].map((name) => prefix + name), ...(prefix ? names : [])]
}

/**
 * Hints for each column id, given the values the records hold there. A hint is dropped when a
 * value contradicts it, so a `runTime` of 90 (minutes) stays a number.
 */
export function inferColumnHints(
  ids: readonly string[],
  valuesOf: (id: string) => unknown[],
): Map<string, ColumnHints> {
  const known = new Set(ids)
  const hints = new Map<string, ColumnHints>()
  for (const id of ids) {
    const leaf = id.slice(id.lastIndexOf('.') + 1)
    const values = valuesOf(id).filter(present)
    if (
      named(leaf, timeWords, ['timestamp', 'date', 'time', 'datetime']) &&
      values.every((value) => parseDateOnly(value) || readTimestamp(value, { asTimestamp: true }))
    ) {
      hints.set(id, { kind: 'timestamp' })
    } else if (
      named(leaf, statusWords) &&
      values.every((value) => typeof value === 'string' && value.length <= 60)
    ) {
      hints.set(id, { kind: 'status' })
    } else if (named(leaf, amountWords) && values.length > 0 && values.every(isAmount)) {
      const currencyFrom = currencyCandidates(id).find(
        (candidate) => known.has(candidate) && valuesOf(candidate).some(currencyCode),
      )
      if (currencyFrom) hints.set(id, { currencyFrom })
    }
  }
  return hints
}
