// One search of Find: a sample of each resource (from the cache when there is one), the plan
// (find-plan.ts), then its candidates, two at a time. At most `maxRequests` list requests in all,
// a 429's wait included. A refused attribute (400/422) is skipped and said; a sign-in that is
// over ends the search (the app sends the user to sign in); any other failure is kept for Retry.
import { isApiError, isRateLimited } from '../api/api-error'
import type { ListRecord } from '../api/normalize-list-response'
import { planFind, type AttributeRef, type FindCandidate, type TypedKind } from './find-plan'

export interface FindIo {
  /** A sample of the resource's records, and whether it took a request. */
  sample: (
    resource: string,
    signal: AbortSignal,
  ) => Promise<{ records: readonly ListRecord[]; asked: boolean }>
  /** The records whose `attribute` equals `value`. */
  ask: (candidate: FindCandidate, signal: AbortSignal) => Promise<readonly ListRecord[]>
  /** Attributes the service refused to filter the resource by, as known so far. */
  refused: (resource: string) => ReadonlySet<string>
  /** Called with the service's refusal of a candidate's attribute. */
  onRefused?: (candidate: FindCandidate, error: unknown) => void
  /** Told how long the service asked to wait, before the wait. */
  onWait?: (ms: number) => void
  wait: (ms: number, signal: AbortSignal) => Promise<void>
}

export interface FoundRecord {
  resource: string
  id: string
  record: ListRecord
  /** Where it was found. */
  attribute: string
}

export interface FindOutcome {
  kind: TypedKind
  found: FoundRecord[]
  tried: FindCandidate[]
  /** Attributes the service would not filter by: not asked, or refused when asked. */
  refused: AttributeRef[]
  /** A failure other than a refusal: the search may be incomplete. */
  failure?: unknown
}

export const maxFindRequests = 8
const concurrency = 2

function idOf(record: ListRecord): string | undefined {
  const id = record.id
  return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined
}

const endsSearch = (error: unknown, signal: AbortSignal) =>
  signal.aborted || (isApiError(error) && error.kind === 'auth')

export async function runFind(
  typed: string,
  resources: readonly string[],
  io: FindIo,
  signal: AbortSignal,
): Promise<FindOutcome> {
  let requests = 0
  let failure: unknown
  // A 429 is waited out, as long as the requests allowed last.
  const attempt = async <T>(call: () => Promise<T>): Promise<T> => {
    for (;;) {
      try {
        return await call()
      } catch (error) {
        if (endsSearch(error, signal) || !isRateLimited(error) || requests >= maxFindRequests)
          throw error
        // Counted before the wait: two requests waiting at once cannot both take the last one.
        requests++
        io.onWait?.(error.retryAfterMs)
        await io.wait(error.retryAfterMs, signal)
      }
    }
  }
  const samples = await Promise.all(
    resources.map(async (resource) => {
      const refused = io.refused(resource)
      try {
        const { records, asked } = await attempt(() => io.sample(resource, signal))
        if (asked) requests++
        return { resource, records, refused }
      } catch (error) {
        if (endsSearch(error, signal)) throw error
        requests++
        failure ??= error
        return { resource, records: [], refused }
      }
    }),
  )
  const plan = planFind(typed, samples, Math.min(6, maxFindRequests - requests))
  requests += plan.candidates.length
  const outcome: FindOutcome = { kind: plan.kind, found: [], tried: [], refused: [...plan.refused] }
  const seen = new Set<string>()

  const askOne = async (candidate: FindCandidate): Promise<void> => {
    let records: readonly ListRecord[]
    try {
      records = await attempt(() => io.ask(candidate, signal))
    } catch (error) {
      if (endsSearch(error, signal)) throw error
      if (isApiError(error) && error.kind === 'rejected-query') {
        outcome.refused.push({ resource: candidate.resource, attribute: candidate.attribute })
        io.onRefused?.(candidate, error)
      } else failure ??= error
      return
    }
    outcome.tried.push(candidate)
    for (const record of records) {
      const id = idOf(record)
      const key = `${candidate.resource}/${id}`
      if (id === undefined || seen.has(key)) continue
      seen.add(key)
      const { resource, attribute } = candidate
      outcome.found.push({ resource, id, record, attribute })
    }
  }

  const queue = [...plan.candidates]
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) await askOne(next)
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  // The order the plan asked them in, whatever order the answers came in.
  const order = (candidate: FindCandidate) => plan.candidates.indexOf(candidate)
  outcome.tried.sort((left, right) => order(left) - order(right))
  if (failure !== undefined) outcome.failure = failure
  return outcome
}
