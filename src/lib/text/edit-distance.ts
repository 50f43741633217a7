// How far apart two texts are in typing slips: the fewest letters inserted, deleted or replaced,
// or neighbours swapped, that turn one into the other ("supplers" is 1 from "suppliers",
// "prodcuts" 1 from "products"). This is the optimal string alignment distance.

export function editDistance(a: string, b: string): number {
  if (a === b) return 0
  if (a.length === 0) return b.length
  if (b.length === 0) return a.length
  // Three rows of the usual table: the one before last is needed for swaps.
  let beforeLast: number[] = []
  let last = Array.from({ length: b.length + 1 }, (_, column) => column)
  for (let row = 1; row <= a.length; row++) {
    const current = [row]
    for (let column = 1; column <= b.length; column++) {
      const cost = a[row - 1] === b[column - 1] ? 0 : 1
      let best = Math.min(last[column]! + 1, current[column - 1]! + 1, last[column - 1]! + cost)
      const swapped =
        row > 1 && column > 1 && a[row - 1] === b[column - 2] && a[row - 2] === b[column - 1]
      if (swapped) best = Math.min(best, beforeLast[column - 2]! + 1)
      current.push(best)
    }
    beforeLast = last
    last = current
  }
  return last[b.length]!
}

/** The slips a text of `length` characters may hold and still be taken for a name: 1 up to 4, 2 up to 8, else 3. */
export function slipsAllowed(length: number): number {
  return length <= 4 ? 1 : length <= 8 ? 2 : 3
}
