import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { isApiError } from '@/lib/api/api-error'
import { isCrossOrigin, normalizeBaseUrl } from '@/lib/api/base-url'
import { saveCredentials, type Credentials } from '@/lib/api/credentials'
import { fetchList } from '@/lib/api/fetch-list'
import { createListQuery } from '@/lib/list-query'
import { safeNextPath } from '@/lib/safe-next-path'
import type { SignInState } from './session'

const defaultBaseUrl = import.meta.env.VITE_API_BASE_URL || '/api'

type Field = 'baseUrl' | 'apiKey' | 'secretKey'

const verificationResource = 'products'

/** What went wrong, and the field to fix when it is one (else the message takes focus). */
interface SignInFailure {
  message: string
  field?: Field
  /** The service could not be reached from this page: what whoever runs the console can do. */
  unreachable?: { baseUrl: string; crossOrigin: boolean }
}

function describeFailure(error: unknown, credentials: Credentials): SignInFailure {
  if (!isApiError(error)) return { message: 'Signing in failed unexpectedly. Try again.' }
  const where = credentials.baseUrl || '/'
  switch (error.kind) {
    case 'auth':
      return {
        message: 'The service rejected these credentials. Check the API key and the secret key.',
      }
    case 'network':
      return {
        message:
          `Could not reach the service at ${where}. Check that the Base URL is the one you were ` +
          'given and that you are online. If both are right, the service may be down or may not ' +
          'accept this console: ask whoever runs the console.',
        unreachable: {
          baseUrl: where,
          crossOrigin: isCrossOrigin(credentials.baseUrl, window.location.origin),
        },
      }
    case 'server':
      return {
        message: `The service at ${where} failed (HTTP ${error.status ?? '5xx'}). Try again in a moment.`,
      }
    // These say what happened in their own words (a time limit, a wait asked for, a redirect).
    case 'timeout':
    case 'rate-limited':
    case 'redirect':
      return { message: error.message }
    default:
      return { message: `${where} did not answer like the distribution service. ${error.message}` }
  }
}

/** Collapsed: staff need not read it; whoever runs the console finds the way to set it up. */
function ForWhoeverRunsTheConsole({
  baseUrl,
  crossOrigin,
}: NonNullable<SignInFailure['unreachable']>) {
  return (
    <details className="operator-help">
      <summary>For whoever runs the console</summary>
      {crossOrigin ? (
        <>
          <p>
            The browser got no answer from <code>{baseUrl}</code>. The service may be down, or it
            does not allow requests from this page’s origin (CORS). Either allow this origin at the
            service, or serve the console in proxy mode and sign in with Base URL <code>/api</code>:
          </p>
          <p>
            <code>API_PROXY_TARGET={baseUrl} npm start</code>
          </p>
        </>
      ) : (
        <p>
          Nothing answered at <code>{baseUrl}</code> on this console’s own server. Check that the
          service behind it is running and that the console forwards <code>/api/</code> to it.
        </p>
      )}
      <p>See “Use with the real service” in the console’s README.</p>
    </details>
  )
}

export function SignInPage() {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const reason = (location.state as SignInState | null)?.reason
  const [baseUrl, setBaseUrl] = useState(defaultBaseUrl)
  const [apiKey, setApiKey] = useState('')
  const [secretKey, setSecretKey] = useState('')
  const [remember, setRemember] = useState(false)
  const [showSecret, setShowSecret] = useState(false)
  const [pending, setPending] = useState(false)
  const [failure, setFailure] = useState<SignInFailure | null>(null)
  const errorId = useId()
  const baseUrlInput = useRef<HTMLInputElement>(null)
  const apiKeyInput = useRef<HTMLInputElement>(null)
  const secretKeyInput = useRef<HTMLInputElement>(null)
  const errorMessage = useRef<HTMLParagraphElement>(null)
  // A failed attempt never leaves focus on the page (the button was disabled while it ran): it
  // goes to the field to fix, else to the message.
  useEffect(() => {
    if (!failure) return
    const field = { baseUrl: baseUrlInput, apiKey: apiKeyInput, secretKey: secretKeyInput }
    const target = failure.field ? field[failure.field] : errorMessage
    target.current?.focus()
  }, [failure])

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const normalized = normalizeBaseUrl(baseUrl)
    if (!normalized.ok) {
      setFailure({ message: normalized.message, field: 'baseUrl' })
      return
    }
    if (!apiKey.trim() || !secretKey) {
      setFailure({
        message: 'Enter both the API key and the secret key.',
        field: apiKey.trim() ? 'secretKey' : 'apiKey',
      })
      return
    }
    const credentials: Credentials = {
      baseUrl: normalized.baseUrl,
      apiKey: apiKey.trim(),
      secretKey,
    }
    setPending(true)
    setFailure(null)
    try {
      await fetchList({
        credentials,
        resource: verificationResource,
        query: createListQuery({ size: 1 }),
      })
    } catch (error) {
      setFailure(describeFailure(error, credentials))
      setPending(false)
      return
    }
    // A new session starts from an empty cache: nothing of another key pair's answers carries over.
    queryClient.clear()
    saveCredentials(credentials, remember)
    void navigate(safeNextPath(searchParams.get('next')), { replace: true })
  }

  return (
    <main id="main" className="sign-in">
      <form
        className="sign-in-card"
        onSubmit={(event) => void submit(event)}
        aria-describedby={failure ? errorId : undefined}
        noValidate
      >
        <h1>Distribution Console</h1>
        <p className="sign-in-lead">Sign in with the service’s address and your key pair.</p>
        {reason === 'expired' && (
          <p className="notice notice-error" role="alert">
            The service rejected your stored credentials, so you were signed out. Sign in again to
            continue where you were.
          </p>
        )}
        {reason === 'signed-out' && (
          <p className="notice notice-info" role="status">
            You have signed out.
          </p>
        )}
        {reason === 'elsewhere' && (
          <p className="notice notice-info" role="status">
            You were signed out in another tab. Sign in again to continue where you were.
          </p>
        )}
        <TextField
          label="Base URL"
          value={baseUrl}
          onChange={setBaseUrl}
          autoComplete="url"
          ref={baseUrlInput}
          invalid={failure?.field === 'baseUrl'}
          errorId={errorId}
        />
        <TextField
          label="API key"
          value={apiKey}
          onChange={setApiKey}
          autoComplete="username"
          ref={apiKeyInput}
          invalid={failure?.field === 'apiKey'}
          errorId={errorId}
        />
        <div className="secret-field">
          <TextField
            label="Secret key"
            value={secretKey}
            onChange={setSecretKey}
            type={showSecret ? 'text' : 'password'}
            autoComplete="current-password"
            ref={secretKeyInput}
            invalid={failure?.field === 'secretKey'}
            errorId={errorId}
          />
          <button
            type="button"
            className="link-button"
            aria-pressed={showSecret}
            onClick={() => setShowSecret((shown) => !shown)}
          >
            {showSecret ? 'Hide secret' : 'Show secret'}
          </button>
        </div>
        <label className="checkbox">
          <input
            type="checkbox"
            checked={remember}
            onChange={(event) => setRemember(event.target.checked)}
          />
          Remember on this device
        </label>
        {failure && (
          <p
            id={errorId}
            ref={errorMessage}
            className="notice notice-error"
            role="alert"
            tabIndex={-1}
          >
            {failure.message}
          </p>
        )}
        {failure?.unreachable && <ForWhoeverRunsTheConsole {...failure.unreachable} />}
        <button type="submit" className="primary" disabled={pending} aria-busy={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
      </form>
    </main>
  )
}

interface TextFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  autoComplete: string
  type?: 'text' | 'password'
  ref: Ref<HTMLInputElement>
  invalid: boolean
  /** The message that says what is wrong with the field, when it is invalid. */
  errorId: string
}

function TextField({
  label,
  value,
  onChange,
  autoComplete,
  type = 'text',
  ref,
  invalid,
  errorId,
}: TextFieldProps) {
  return (
    <label>
      {label}
      <input
        ref={ref}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        spellCheck={false}
        required
      />
    </label>
  )
}
