import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import '@/i18n/messages/en/auth'
import { useT } from '@/i18n/use-language'
import { withoutInvisibleCharacters } from '@/lib/api/key-text'
import { OperatorHelp } from './operator-help'
import { checkSignInInput, unexpectedFailure, type SignInFailure } from './sign-in-failure'
import { SignInField } from './sign-in-field'
import { SignInError, useSignIn } from './use-sign-in'

const defaultBaseUrl = import.meta.env.VITE_API_BASE_URL || '/api'

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

interface SignInFormProps {
  /** Why the user is here (signed out, expired), above the fields. */
  notice?: ReactNode
  /** Runs once the keys passed and are stored. */
  onSignedIn: () => void
  /** The session ended in this page (signed out, expired): the first field to fill takes focus. */
  takeFocus?: boolean
}

/** The sign-in card: fields checked, then verified as a mutation; a failure says what to fix. */
export function SignInForm({ notice, onSignedIn, takeFocus = false }: SignInFormProps) {
  const t = useT()
  const signIn = useSignIn()
  const [showSecret, setShowSecret] = useState(false)
  const [failure, setFailure] = useState<SignInFailure | null>(null)
  const errorId = useId()
  const baseUrlInput = useRef<HTMLInputElement>(null)
  const apiKeyInput = useRef<HTMLInputElement>(null)
  const secretKeyInput = useRef<HTMLInputElement>(null)
  const errorMessage = useRef<HTMLParagraphElement>(null)
  // Where a session ended (Sign out, expired keys), the control that held focus went with its
  // page: focus goes to the first field to fill rather than fall to the page. A sign-in opened
  // by a link leaves it where the browser puts it.
  useEffect(() => {
    if (!takeFocus || (document.activeElement && document.activeElement !== document.body)) return
    const firstEmpty = [baseUrlInput, apiKeyInput, secretKeyInput].find(
      (input) => input.current?.value === '',
    )
    firstEmpty?.current?.focus()
  }, [takeFocus])
  // A failed attempt never leaves focus on the page (the button was disabled while it ran): it
  // goes to the field to fix, else to the message.
  useEffect(() => {
    if (!failure) return
    const fields = { baseUrl: baseUrlInput, apiKey: apiKeyInput, secretKey: secretKeyInput }
    const target = failure.field ? fields[failure.field] : errorMessage
    target.current?.focus()
  }, [failure])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (signIn.isPending) return
    const form = new FormData(event.currentTarget)
    const checked = checkSignInInput({
      baseUrl: field(form, 'baseUrl'),
      apiKey: field(form, 'apiKey'),
      secretKey: field(form, 'secretKey'),
    })
    if ('failure' in checked) return setFailure(checked.failure)
    setFailure(null)
    signIn.mutate(
      { credentials: checked.credentials, remember: form.get('remember') !== null },
      {
        onSuccess: onSignedIn,
        onError: (error) =>
          setFailure(error instanceof SignInError ? error.failure : unexpectedFailure),
      },
    )
  }

  const pending = signIn.isPending
  return (
    <form
      className="sign-in-card"
      onSubmit={submit}
      aria-describedby={failure ? errorId : undefined}
      noValidate
    >
      <h1>{t('shell.brand')}</h1>
      <p className="sign-in-lead">{t('auth.lead')}</p>
      {notice}
      <SignInField
        label={t('auth.baseUrl')}
        name="baseUrl"
        defaultValue={defaultBaseUrl}
        autoComplete="url"
        ref={baseUrlInput}
        invalid={failure?.field === 'baseUrl'}
        errorId={errorId}
      />
      <SignInField
        label={t('auth.apiKey')}
        name="apiKey"
        autoComplete="username"
        ref={apiKeyInput}
        clean={withoutInvisibleCharacters}
        invalid={failure?.field === 'apiKey'}
        errorId={errorId}
      />
      <div className="secret-field">
        <SignInField
          label={t('auth.secretKey')}
          name="secretKey"
          type={showSecret ? 'text' : 'password'}
          autoComplete="current-password"
          ref={secretKeyInput}
          clean={withoutInvisibleCharacters}
          invalid={failure?.field === 'secretKey'}
          errorId={errorId}
        />
        <button
          type="button"
          className="link-button"
          aria-pressed={showSecret}
          onClick={() => setShowSecret((shown) => !shown)}
        >
          {showSecret ? t('auth.hideSecret') : t('auth.showSecret')}
        </button>
      </div>
      <label className="checkbox">
        <input type="checkbox" name="remember" />
        {t('auth.remember')}
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
      {failure?.unreachable && <OperatorHelp {...failure.unreachable} />}
      <button type="submit" className="primary" disabled={pending} aria-busy={pending}>
        {pending ? t('auth.signingIn') : t('auth.signIn')}
      </button>
    </form>
  )
}
