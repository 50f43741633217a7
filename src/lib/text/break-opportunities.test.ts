import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { breakOpportunities } from './break-opportunities'

describe('breakOpportunities', () => {
  it.each([
    ['anna.virtanen@example.com', ['anna', '.virtanen@', 'example', '.com']],
    [
      'https://example.com/a/b?x=1&y=2',
      ['https://', 'example', '.com/', 'a/', 'b', '?x', '=1', '&y', '=2'],
    ],
    [
      '3f2a9b1c-1111-4a4a-8b8b-000011112222',
      ['3f2a9b1c-', '1111-', '4a4a-', '8b8b-', '000011112222'],
    ],
    ['booking_reference_long', ['booking_', 'reference_', 'long']],
    // Short words and prose are left whole.
    ['a.b@c.de', ['a.b@c.de']],
    ['Hello there. See you', ['Hello there. See you']],
    ['', ['']],
    // A break sign at a word's edge makes no empty segment.
    ['mail: someone.else@example.org.', ['mail: someone', '.else@', 'example', '.org.']],
    ['.hidden-file-name-here', ['.hidden-', 'file-', 'name-', 'here']],
  ])('%j breaks into %j', (text, segments) => {
    expect(breakOpportunities(text)).toEqual(segments)
  })

  it('leaves a very long text whole', () => {
    const text = 'x.'.repeat(1_500)
    expect(breakOpportunities(text)).toEqual([text])
  })

  it('always joins back to the text, with no empty segment but for an empty text', () => {
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.constantFrom('a', 'B', '1', '.', '@', '/', '-', '_', '?', '=', ' ', '\n'),
        }),
        (text) => {
          const segments = breakOpportunities(text)
          expect(segments.join('')).toBe(text)
          if (text !== '') expect(segments.every((segment) => segment !== '')).toBe(true)
        },
      ),
    )
  })
})
