// Live mode: a new booking every `everyMs`, made at its own tick. Bookings fall due when the API is
// next asked rather than on a timer, so nothing runs between requests and nothing needs stopping;
// what a client sees is the same as with a timer.
import type { Booking } from './data/bookings.ts'

/** After a long idle spell only the latest ticks are filled, so one request never makes millions. */
const maxCatchUp = 1000

export function createLiveBookings(
  make: (createdAt: Date) => Booking,
  everyMs: number,
  now: () => number,
): () => Booking[] {
  const start = now()
  let ticks = 0
  return function due() {
    const reached = Math.floor((now() - start) / everyMs)
    if (reached <= ticks) return []
    const first = Math.max(ticks + 1, reached - maxCatchUp + 1)
    ticks = reached
    const made: Booking[] = []
    for (let tick = first; tick <= reached; tick++)
      made.push(make(new Date(start + tick * everyMs)))
    return made
  }
}
