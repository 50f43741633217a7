// Which option of a listbox an arrow key makes active (the filters' suggestions, the names "Open
// resource" offers): WAI-ARIA's list autocomplete, the same in every list that offers values.

/**
 * The option an arrow makes active among `count` shown (-1: none active yet). From none, Down
 * starts at the first and Up at the last; either wraps around at the ends.
 */
export function nextActiveOption(active: number, step: 1 | -1, count: number): number {
  const from = active === -1 ? (step === 1 ? -1 : 0) : active
  return (from + step + count) % count
}
