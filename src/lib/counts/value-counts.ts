// The Counts region's arithmetic. A count is read from one list page of the filtered view: the
// service's total when it gives one, else the rows of a page (a full page is a lower bound,
// "20+"). "Other" is what the view's total leaves beyond the values counted, known only when that
// total and every count are exact.

export interface Count {
  count: number
  /** At least `count`: a full page, and no total to say how many more. */
  atLeast: boolean
}

export function countOfPage(rowCount: number, total: number | undefined, size: number): Count {
  if (total !== undefined) return { count: total, atLeast: false }
  return { count: rowCount, atLeast: rowCount >= size }
}

/**
 * The records none of the counted values hold: `total` minus the counts, when all are known and
 * exact and something is left; undefined otherwise (records may arrive between requests, so a
 * sum past the total says nothing).
 */
export function otherCount(
  total: number | undefined,
  counts: readonly (Count | undefined)[],
): number | undefined {
  if (total === undefined) return undefined
  let sum = 0
  for (const count of counts) {
    if (!count || count.atLeast) return undefined
    sum += count.count
  }
  const rest = total - sum
  return rest > 0 ? rest : undefined
}
