// What a control stands for when it goes away, for the list page's focus keeper
// (`src/hooks/use-focus-keeper.ts`); plain data, so the painted first view writes it too.
/** Names what a control stands for, for `useFocusKeeper`: `filter:<attribute>`, or nothing. */
export const handOffAttribute = 'data-hand-off'

export function filterHandOff(attribute: string | undefined) {
  return attribute === undefined ? {} : { [handOffAttribute]: `filter:${attribute}` }
}

/** The attribute a hand-off names (`filter:<attribute>`), if it names one. */
export function handOffFilter(handOff: string | undefined): string | undefined {
  return handOff?.startsWith('filter:') ? handOff.slice('filter:'.length) : undefined
}
