import { describe, expect, it } from 'vitest'
import { ApiError, failureText } from '@/lib/api/api-error'
import { checkSignInInput, describeVerification } from './sign-in-failure'

const origin = 'https://console.example'

describe('checkSignInInput', () => {
  it.each([
    ['an empty Base URL', { baseUrl: ' ', apiKey: 'k', secretKey: 's' }, 'baseUrl'],
    ['a Base URL that is no URL', { baseUrl: 'not a url', apiKey: 'k', secretKey: 's' }, 'baseUrl'],
    ['a blank API key', { baseUrl: '/api', apiKey: '  ', secretKey: 's' }, 'apiKey'],
    ['no secret key', { baseUrl: '/api', apiKey: 'k', secretKey: '' }, 'secretKey'],
  ])('points at the field to fix for %s', (_, input, field) => {
    expect(checkSignInInput(input)).toMatchObject({ failure: { field } })
  })

  // A header's value loses the spaces at its ends on the way anyway (fetch strips them).
  it('trims both keys and the Base URL', () => {
    expect(checkSignInInput({ baseUrl: ' /api/ ', apiKey: ' k ', secretKey: ' s ' })).toEqual({
      credentials: { baseUrl: '/api', apiKey: 'k', secretKey: 's' },
    })
  })

  it.each([
    ['a zero-width space', 'key\u200B-1', 'sec\u200Bret'],
    ['a no-break space', '\u00A0key-1', 'secret\u00A0'],
    ['a line break', 'key-1\r\n', 'sec\nret'],
    ['a byte order mark and a word joiner', '\uFEFFkey-1', 'secret\u2060'],
  ])('cleans %s out of both keys', (_, apiKey, secretKey) => {
    expect(checkSignInInput({ baseUrl: '/api', apiKey, secretKey })).toEqual({
      credentials: { baseUrl: '/api', apiKey: 'key-1', secretKey: 'secret' },
    })
  })

  it.each([
    ['an API key', { apiKey: 'key€1', secretKey: 's' }, 'apiKey', 'The API key holds a character'],
    ['a secret key', { apiKey: 'k', secretKey: 'sécret😀' }, 'secretKey', 'The secret key holds'],
  ])(
    'refuses %s holding a character a header cannot carry, as that key',
    (_, keys, field, words) => {
      const checked = checkSignInInput({ baseUrl: '/api', ...keys })
      expect(checked).toMatchObject({ failure: { field } })
      expect('failure' in checked && checked.failure.message).toContain(words)
    },
  )
})

describe('describeVerification', () => {
  const credentials = { baseUrl: 'https://service.example/v1', apiKey: 'k', secretKey: 's' }
  const say = (result: Parameters<typeof describeVerification>[0]) =>
    describeVerification(result, credentials, origin)

  it('tells rejected keys, another site and no answer apart', () => {
    const messages = [say({ outcome: 'rejected' }), say({ outcome: 'elsewhere' })]
    const unreachable = say({ outcome: 'unreachable' })
    expect(messages[0]!.message).toMatch(/rejected these credentials/)
    expect(messages[1]!.message).toMatch(/did not answer like the distribution service/)
    expect(messages[1]!.message).toMatch(/somewhere else/)
    expect(unreachable.message).toMatch(/^Could not reach the service at https:\/\/service/)
    expect(unreachable.unreachable).toEqual({ baseUrl: credentials.baseUrl, crossOrigin: true })
    for (const failure of [...messages, unreachable]) expect(failure.field).toBeUndefined()
  })

  it('lets a time limit, a wait or a redirect speak for itself, and names a server failure', () => {
    const redirect = new ApiError('redirect', failureText('misc.redirect'))
    expect(say({ outcome: 'failed', error: redirect }).message).toMatch(
      /^The service redirected the request; the console does not follow redirects/,
    )
    const server = new ApiError('server', failureText('misc.serverFailed', { status: '503' }), {
      status: 503,
    })
    expect(say({ outcome: 'failed', error: server }).message).toMatch(/failed \(HTTP 503\)/)
  })
})
