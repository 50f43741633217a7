// A message with an element in its sentence (a button, a key, a quoted value): the message is
// asked for with `elementMark` as that placeholder's value, and `aroundElement` gives the texts on
// either side of it, so that a translation puts the element wherever its language has it.
export const elementMark = '\u0000'

/** The text before and after the element's place (`elementMark`) in a message. */
export function aroundElement(text: string): [before: string, after: string] {
  const at = text.indexOf(elementMark)
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + elementMark.length)]
}
