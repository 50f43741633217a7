import { describe, expect, it } from 'vitest'
import type { SeenColumn } from '@/lib/filters/seen-values'
import { controlFor } from './filter-input-rules'

const seen = (kind: SeenColumn['kind']): SeenColumn => ({ values: [], kind, few: false })

describe('controlFor', () => {
  it.each([
    ['a column not seen yet', undefined, '', 'text'],
    ['a text column', seen('text'), 'Lisbon', 'text'],
    ['true/false values, no filter', seen('boolean'), '', 'boolean'],
    ['true/false values, filtered by true', seen('boolean'), 'true', 'boolean'],
    ['true/false values, filtered by false', seen('boolean'), 'false', 'boolean'],
    ['true/false values, a URL value a choice cannot show', seen('boolean'), 'yes', 'text'],
    ['dates, no filter', seen('date'), '', 'date'],
    ['dates, filtered by a day', seen('date'), '2026-10-17', 'date'],
    ['dates, a URL value a date input cannot show', seen('date'), '17/10/2026', 'text'],
    ['dates, a time in the URL', seen('date'), '2026-10-17T10:00', 'text'],
  ] as const)('%s: %s', (_title, column, value, control) => {
    expect(controlFor(column, value)).toBe(control)
  })
})
