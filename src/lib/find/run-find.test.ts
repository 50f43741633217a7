import { describe, expect, it, vi } from 'vitest'
import { ApiError, failureText } from '../api/api-error'
import type { ListRecord } from '../api/normalize-list-response'
import type { FindCandidate } from './find-plan'
import { maxFindRequests, runFind, type FindIo } from './run-find'

const samples: Record<string, ListRecord[]> = {
  bookings: [
    { id: 'bkg_000101', reference: 'DC-7KQ2ZP', customer: { email: 'ann@example.com' } },
    { id: 'bkg_000102', reference: 'DC-PKK5CA', customer: { email: 'bo@example.com' } },
  ],
  products: [
    { id: 'prd_00017', name: 'Lisbon Walking Tour' },
    { id: 'prd_00018', name: 'Kyoto Food Tour' },
  ],
}

const refusal = () => new ApiError('rejected-query', failureText('misc.signedOut'), { status: 400 })
const busy = () =>
  new ApiError('rate-limited', failureText('misc.signedOut'), { status: 429, retryAfterMs: 50 })

function fakeIo(answer: (candidate: FindCandidate) => ListRecord[] | Error) {
  const requests: string[] = []
  const io: FindIo = {
    sample: (resource) => {
      requests.push(`sample ${resource}`)
      return Promise.resolve({ records: samples[resource] ?? [], asked: true })
    },
    ask: (candidate) => {
      requests.push(`${candidate.resource} ${candidate.attribute}=${candidate.value}`)
      const answer_ = answer(candidate)
      return answer_ instanceof Error ? Promise.reject(answer_) : Promise.resolve(answer_)
    },
    refused: () => new Set(),
    wait: vi.fn(() => Promise.resolve()),
  }
  return { io, requests }
}

const search = (typed: string, io: FindIo) =>
  runFind(typed, ['bookings', 'products'], io, new AbortController().signal)

describe('a search', () => {
  it('finds a record by an id in another shape, in one request after the samples', async () => {
    const { io, requests } = fakeIo(({ value }) => [{ id: value }])
    const outcome = await search('BKG-00042', io)
    expect(requests).toEqual(['sample bookings', 'sample products', 'bookings id=bkg_000042'])
    expect(outcome.found.map(({ resource, id }) => `${resource}/${id}`)).toEqual([
      'bookings/bkg_000042',
    ])
    expect(outcome.kind).toBe('code')
  })

  it('lists each record once, however many candidates found it', async () => {
    const { io } = fakeIo(() => [{ id: 'x' }, { id: 'x' }, { id: 'y' }])
    const outcome = await search('42', io)
    expect(outcome.found.map(({ resource, id }) => `${resource}/${id}`)).toEqual([
      'bookings/x',
      'bookings/y',
      'products/x',
      'products/y',
    ])
  })

  it('skips and says a refused attribute, and goes on', async () => {
    const refused = vi.fn()
    const { io } = fakeIo(() => refusal())
    io.onRefused = refused
    const outcome = await search('cy@example.com', io)
    expect(outcome.found).toEqual([])
    expect(outcome.tried).toEqual([])
    expect(outcome.refused).toEqual([{ resource: 'bookings', attribute: 'customer.email' }])
    expect(refused).toHaveBeenCalledOnce()
    expect(outcome.failure).toBeUndefined()
  })

  it('waits out a 429 and asks again, within the requests allowed', async () => {
    let calls = 0
    const { io, requests } = fakeIo(() => (++calls < 3 ? busy() : [{ id: 'bkg_000042' }]))
    const outcome = await search('bkg 42', io)
    expect(io.wait).toHaveBeenCalledTimes(2)
    expect(outcome.found).toHaveLength(1)
    expect(requests.length).toBeLessThanOrEqual(maxFindRequests)
  })

  it('never sends more than the requests allowed, however busy the service', async () => {
    const { io, requests } = fakeIo(() => busy())
    const outcome = await search('42', io)
    expect(requests.length).toBeLessThanOrEqual(maxFindRequests)
    expect(outcome.failure).toBeInstanceOf(ApiError)
  })

  it('keeps another failure for Retry', async () => {
    const { io } = fakeIo(() => new ApiError('server', failureText('misc.signedOut')))
    const outcome = await search('DC-7KQ2ZP', io)
    expect(outcome.failure).toBeInstanceOf(ApiError)
  })

  it('ends on an expired sign-in, and when aborted', async () => {
    const { io } = fakeIo(() => new ApiError('auth', failureText('misc.signedOut')))
    await expect(search('42', io)).rejects.toBeInstanceOf(ApiError)
    const controller = new AbortController()
    const aborted = fakeIo(() => {
      controller.abort(new Error('stopped'))
      return new ApiError('network', failureText('misc.signedOut'))
    })
    await expect(runFind('42', ['bookings'], aborted.io, controller.signal)).rejects.toBeInstanceOf(
      ApiError,
    )
  })
})
