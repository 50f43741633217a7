// A filter is sent exactly as typed, so a space at either end makes it a different value; it is
// pointed out rather than trimmed away.

export type StraySpaces = 'leading' | 'trailing' | 'both'

export function straySpaces(value: string): StraySpaces | undefined {
  const leading = /^\s/.test(value)
  const trailing = /\s$/.test(value)
  if (leading && trailing) return 'both'
  return leading ? 'leading' : trailing ? 'trailing' : undefined
}

export function describeStraySpaces(spaces: StraySpaces): string {
  return spaces === 'both'
    ? 'starts and ends with a space'
    : spaces === 'leading'
      ? 'starts with a space'
      : 'ends with a space'
}
