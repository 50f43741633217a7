// Status words read at a glance: a tone from common words, and codes in sentence case.

export type StatusTone = 'positive' | 'warning' | 'negative' | 'neutral'

// Space-separated, compared after upper-casing and turning spaces and dashes into underscores.
const tones: Record<Exclude<StatusTone, 'neutral'>, string> = {
  positive: 'CONFIRMED COMPLETED COMPLETE ACTIVE PAID SUCCEEDED APPROVED ACCEPTED DONE',
  warning: 'PENDING ON_HOLD PROCESSING IN_PROGRESS AWAITING_PAYMENT UNPAID',
  negative: 'CANCELLED CANCELED FAILED REJECTED DECLINED EXPIRED NO_SHOW',
}
const toneOf = new Map(
  Object.entries(tones).flatMap(([tone, names]) =>
    names.split(' ').map((name) => [name, tone as StatusTone]),
  ),
)

const code = (value: string) =>
  value
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_')

export function statusTone(value: string): StatusTone {
  return toneOf.get(code(value)) ?? 'neutral'
}

/** `ON_HOLD` or `on-hold` reads "On hold"; a value already written for people stays as it is. */
export function statusText(value: string): string {
  if (!/^[A-Z\d]+([_-][A-Z\d]+)*$|^[a-z\d]+([_-][a-z\d]+)*$/.test(value)) return value
  const text = value.toLowerCase().replace(/[_-]+/g, ' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
