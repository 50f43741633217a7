import { useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import '@/i18n/messages/en/auth'
import { useT } from '@/i18n/use-language'
import { useDocumentTitle } from '@/hooks/use-document-title'
import { safeNextPath } from '@/lib/safe-next-path'
import type { SignInReason, SignInState } from './session'
import { SignInForm } from './sign-in-form'

/** Why the user is on this page, when the session ended rather than never began. */
function SignInNotice({ reason }: { reason: SignInReason | undefined }) {
  const t = useT()
  switch (reason) {
    case 'expired':
      return (
        <p className="notice notice-error" role="alert">
          {t('auth.expired')}
        </p>
      )
    case 'signed-out':
      return (
        <p className="notice notice-info" role="status">
          {t('auth.signedOut')}
        </p>
      )
    case 'elsewhere':
      return (
        <p className="notice notice-info" role="status">
          {t('auth.signedOutElsewhere')}
        </p>
      )
    case 'unused':
      return (
        <p className="notice notice-info" role="status">
          {t('auth.unused')}
        </p>
      )
    default:
      return null
  }
}

/** `/sign-in?next=`: after signing in, the user lands on `next` when it is safe, else the default. */
export function SignInPage() {
  const [searchParams] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const reason = (location.state as SignInState | null)?.reason
  const next = searchParams.get('next')
  const t = useT()
  useDocumentTitle(t('auth.signIn'))
  return (
    <main id="main" className="sign-in">
      <SignInForm
        notice={<SignInNotice reason={reason} />}
        takeFocus={reason !== undefined}
        onSignedIn={() => void navigate(safeNextPath(next), { replace: true })}
      />
    </main>
  )
}
