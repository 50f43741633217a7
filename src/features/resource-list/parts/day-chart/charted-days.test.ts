import { describe, expect, it } from 'vitest'
import { chartedDays } from './charted-days'

describe('which periods are drawn day by day', () => {
  it('draws two days to a month, each day once, across a month end', () => {
    expect(chartedDays({ from: '2026-11-29', to: '2026-12-02' })).toEqual({
      kind: 'days',
      days: ['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02'],
    })
    const month = chartedDays({ from: '2026-01-01', to: '2026-01-31' })
    expect(month.kind === 'days' && month.days).toHaveLength(31)
  })

  it('says why a longer or open period is not drawn, and leaves one day to its count', () => {
    expect(chartedDays({ from: '2026-01-01', to: '2026-02-01' })).toEqual({
      kind: 'too-long',
      days: 32,
    })
    expect(chartedDays({ from: '2026-01-01' })).toEqual({ kind: 'open' })
    expect(chartedDays({ from: '2026-01-01', to: '2026-01-01' })).toEqual({ kind: 'none' })
    expect(chartedDays(undefined)).toEqual({ kind: 'none' })
  })
})
