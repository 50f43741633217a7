// Where a long value (an email, a URL, an id) may wrap: after "@", "/", "-" and "_", and before
// ".", "?", "#", "&" and "=", as addresses are broken in print, never between two such signs
// ("https://" stays whole). The segments join back to the text. Words shorter than `minWord` and
// very long texts are left whole: the browser then breaks a word only where it must.

const minWord = 16
const maxText = 2_000
const breakAfter = /[@/_-]/
const breakBefore = /[.?#&=]/
const sign = /[@/_\-.?#&=]/

function isBoundary(before: string, after: string): boolean {
  return (
    (breakAfter.test(before) && !sign.test(after)) ||
    (breakBefore.test(after) && !sign.test(before))
  )
}

export function breakOpportunities(text: string): string[] {
  if (text.length > maxText) return [text]
  const segments = ['']
  const append = (part: string) => (segments[segments.length - 1] += part)
  for (const part of text.split(/(\s+)/)) {
    if (part.length < minWord || /\s/.test(part[0]!)) {
      append(part)
      continue
    }
    let start = 0
    // No piece of a single character at either end (a trailing ".").
    for (let index = 2; index < part.length - 1; index++) {
      if (!isBoundary(part[index - 1]!, part[index]!)) continue
      append(part.slice(start, index))
      segments.push('')
      start = index
    }
    append(part.slice(start))
  }
  return segments
}
