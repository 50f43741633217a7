// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLanguage } from '@/i18n/i18n'
import { ApiError, failureText } from './api-error'
import { describeFailure, describeWait } from './describe-failure'
import { maxRetryAfterMs } from './retry-after'

afterEach(() => chooseLanguage('en'))

describe('describeFailure', () => {
  const timeout = new ApiError('timeout', failureText('misc.timeout', { seconds: 30 }))

  it('words a service failure where it is shown; the error itself holds only its key', () => {
    expect(timeout.message).toBe('misc.timeout')
    expect(describeFailure(timeout)).toBe('The service did not answer within 30 s.')
  })

  it('in the language in force when read', async () => {
    await chooseLanguage('de')
    expect(describeFailure(timeout)).toBe('Der Dienst hat nicht innerhalb von 30 s geantwortet.')
    await chooseLanguage('el')
    expect(describeFailure(timeout)).toBe('Η υπηρεσία δεν απάντησε εντός 30 s.')
  })

  it('says whether a body that is not JSON had a content type', () => {
    const typed = new ApiError('unreadable', failureText('misc.notJson', { type: 'text/html' }))
    const untyped = new ApiError('unreadable', failureText('misc.notJsonUntyped'))
    expect(describeFailure(typed)).toBe(
      'The service answered with something that is not JSON (text/html).',
    )
    expect(describeFailure(untyped)).toBe(
      'The service answered with something that is not JSON (no content type).',
    )
  })

  it('leaves any other error its own message', () => {
    expect(describeFailure(new Error('The period could not be read.'))).toBe(
      'The period could not be read.',
    )
  })
})

describe('describeWait', () => {
  it.each([
    [0, '0 s'],
    [1, '1 s'],
    [12_000, '12 s'],
    [119_000, '119 s'],
    [120_000, '2 min'],
    [maxRetryAfterMs, '60 min'],
  ])('%d ms reads %j', (ms, text) => {
    expect(describeWait(ms)).toBe(text)
  })

  it('in the language in force, as the failure that carries it', async () => {
    const busy = new ApiError('rate-limited', failureText('misc.busyRetry', { wait: 180_000 }))
    expect(describeFailure(busy)).toBe('The service is busy (HTTP 429); try again in 3 min.')
    await chooseLanguage('de')
    expect(describeWait(12_000)).toBe('12 s')
    expect(describeFailure(busy)).toBe(
      'Der Dienst ist ausgelastet (HTTP 429); versuchen Sie es in 3 Min. erneut.',
    )
    await chooseLanguage('el')
    expect(describeWait(12_000)).toBe('12 δευτ.')
    expect(describeWait(180_000)).toBe('3 λεπ.')
  })
})
