// A sum as a cell shows it: a number in the reader's format, money as one amount per currency.
import { formatValue, type FormatOptions } from '../columns/format-value'
import type { ColumnSum } from './column-sums'

export function sumTexts(sum: ColumnSum, options: FormatOptions = {}): string[] {
  const plain: FormatOptions = {
    locale: options.locale,
    timeZone: options.timeZone,
    localZone: options.localZone,
  }
  if (sum.kind === 'number') return [formatValue(sum.total, plain).text]
  return [...sum.totals].map(
    ([currency, total]) =>
      formatValue(total, currency === undefined ? plain : { ...plain, currency }).text,
  )
}
