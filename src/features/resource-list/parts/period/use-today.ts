import { useClockReading } from '@/hooks/use-now'
import { todayIn } from '@/lib/dates/period-words'
import type { ZoneOptions } from '@/lib/dates/timestamps'

/**
 * Today's calendar day ('YYYY-MM-DD') in the zone days are read in. It turns over at that zone's
 * midnight while shown, so a page left open overnight offers the new day's "Today".
 */
export function useToday({ timeZone, localZone }: ZoneOptions): string {
  return useClockReading(() => todayIn({ timeZone, localZone }))
}
