import { describe, expect, it } from 'vitest'
import { relativeSpanMs, timeFormsOf } from './time-forms'

const now = Date.parse('2026-11-25T00:40:00Z')
const minutes = (count: number) => now - count * 60_000

describe('timeFormsOf', () => {
  it('gives a day group one form: relative only when all of it lies within the last hour', () => {
    const times = [minutes(1), minutes(30), minutes(50), minutes(70), minutes(17 * 60)]
    const days = ['11-25', '11-25', '11-24', '11-24', '11-24']
    // Not "50 minutes ago" and "17 hours ago" beside "23:30": yesterday's group reads as times.
    expect(timeFormsOf(times, now, days)).toEqual([
      'relative',
      'relative',
      'timeOfDay',
      'timeOfDay',
      'timeOfDay',
    ])
  })

  it('moves a whole group to the time of day once its oldest row is an hour old', () => {
    const times = [minutes(1), minutes(59)]
    const days = ['11-25', '11-25']
    expect(timeFormsOf(times, now, days)).toEqual(['relative', 'relative'])
    expect(timeFormsOf(times, now + 2 * 60_000, days)).toEqual(['timeOfDay', 'timeOfDay'])
  })

  it('without day groups: relative within the last hour, else the date and time', () => {
    expect(timeFormsOf([minutes(59), minutes(61), now + 60_000], now)).toEqual([
      'relative',
      'dateTime',
      'relative',
    ])
    expect(timeFormsOf([now - relativeSpanMs], now)).toEqual(['dateTime'])
  })

  it('leaves rows without a time out, and does not let them decide their group', () => {
    expect(timeFormsOf([undefined, minutes(2)], now, [undefined, '11-25'])).toEqual([
      undefined,
      'relative',
    ])
  })
})
