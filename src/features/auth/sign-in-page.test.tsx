// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearCredentials, loadCredentials } from '@/lib/api/credentials'
import { SignInPage } from './sign-in-page'

let service = 0
let baseUrl = ''
/** The service answers every request with `body`, as `type`, after `gate` (if any) opens. */
function serviceAnswers(status: number, type: string, body: string, gate?: Promise<void>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      await gate
      return new Response(body, { status, headers: { 'Content-Type': type } })
    }),
  )
}

function Landed() {
  const { pathname, search } = useLocation()
  return <p>Landed on {`${pathname}${search}`}</p>
}

async function signIn({ apiKey = 'demo-key', secretKey = 'demo-secret' } = {}) {
  const user = userEvent.setup()
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={['/sign-in?next=%2Fbookings%3Fsorting%5BcreatedAt%5D%3DASC']}>
        <Routes>
          <Route path="/sign-in" element={<SignInPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  const baseUrlField = screen.getByLabelText('Base URL')
  expect(baseUrlField).toHaveValue('/api')
  await user.clear(baseUrlField)
  await user.type(baseUrlField, baseUrl)
  if (apiKey) await user.type(screen.getByLabelText('API key'), apiKey)
  if (secretKey) await user.type(screen.getByLabelText('Secret key'), secretKey)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return user
}

beforeEach(() => {
  clearCredentials()
  baseUrl = `/service-${++service}` // a 429 or other memory of one service never reaches the next
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the sign-in page', () => {
  it('takes a 404 in JSON (a service without products) as keys that passed, and goes to next', async () => {
    serviceAnswers(404, 'application/json', '{"error":"no such resource"}')
    await signIn()
    expect(
      await screen.findByText('Landed on /bookings?sorting[createdAt]=ASC'),
    ).toBeInTheDocument()
    expect(loadCredentials()).toEqual({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['a web page', 200],
    ['a 404 web page', 404],
  ])(
    'says that a Base URL answering with %s leads somewhere else, focusing the message',
    async (_, status) => {
      serviceAnswers(status, 'text/html', '<!doctype html><title>Somewhere</title>')
      await signIn()
      const alert = await screen.findByRole('alert')
      expect(alert).toHaveTextContent('seems to lead somewhere else')
      expect(alert).not.toHaveTextContent(/rejected|Could not reach/)
      expect(alert).toHaveFocus()
      expect(loadCredentials()).toBeNull()
    },
  )

  it('says the keys were rejected on a 401, focusing the message', async () => {
    serviceAnswers(401, 'application/json', '{"message":"bad key"}')
    await signIn()
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The service rejected these credentials.')
    expect(alert).toHaveFocus()
  })

  it('asks nothing of the service while a key is missing, and focuses that field', async () => {
    serviceAnswers(200, 'application/json', '[]')
    await signIn({ secretKey: '' })
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter both')
    const secret = screen.getByLabelText('Secret key')
    expect(secret).toHaveFocus()
    expect(secret).toHaveAttribute('aria-invalid', 'true')
    expect(secret).toHaveAccessibleDescription(/Enter both/)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows the verification as pending, then lands', async () => {
    let open = () => undefined as void
    serviceAnswers(200, 'application/json', '[]', new Promise<void>((resolve) => (open = resolve)))
    await signIn()
    const button = await screen.findByRole('button', { name: 'Signing in…' })
    expect(button).toBeDisabled()
    expect(button).toHaveAttribute('aria-busy', 'true')
    open()
    expect(await screen.findByText(/^Landed on \/bookings/)).toBeInTheDocument()
  })
})

describe('keys pasted with characters nobody sees', () => {
  /** A service that takes any key, behind a fetch that refuses a header as browsers do. */
  function serviceTakingAnyKey() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        new Headers(init.headers) // throws a TypeError for a character a header cannot carry
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } })
      }),
    )
  }

  it('cleans them out of both keys as they are pasted, and signs in', async () => {
    serviceTakingAnyKey()
    const user = await signIn({ apiKey: '', secretKey: '' })
    const apiKey = screen.getByLabelText('API key')
    const secretKey = screen.getByLabelText('Secret key')
    await user.click(apiKey)
    await user.paste('\u00A0demo-key\u200B\n')
    await user.click(secretKey)
    await user.paste('demo-\u200Bsecret\u00A0')
    expect(apiKey).toHaveValue('demo-key')
    expect(secretKey).toHaveValue('demo-secret')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    expect(await screen.findByText(/^Landed on \/bookings/)).toBeInTheDocument()
    expect(loadCredentials()).toEqual({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' })
  })

  it('refuses a key that still holds a character a header cannot carry, as that key', async () => {
    serviceTakingAnyKey()
    await signIn({ secretKey: 'demo-secret€' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('The secret key holds a character')
    expect(alert).not.toHaveTextContent(/Could not reach/)
    const secret = screen.getByLabelText('Secret key')
    expect(secret).toHaveFocus()
    expect(secret).toHaveAttribute('aria-invalid', 'true')
    expect(fetch).not.toHaveBeenCalled()
  })
})
