// What the sign-in form says when signing in does not go through: the input checked before any
// request, and the verification's result (lib/api/verify-credentials.ts) in staff words. Each
// failure names the field to fix when there is one; otherwise its message takes the focus. A
// message is read when shown, so a failure on screen follows a language switch.
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/auth'
import { isCrossOrigin, normalizeBaseUrl } from '@/lib/api/base-url'
import { describeFailure } from '@/lib/api/describe-failure'
import type { Credentials } from '@/lib/api/credentials'
import { cleanKey, isSendableKey } from '@/lib/api/key-text'
import type { VerificationResult } from '@/lib/api/verify-credentials'

export type SignInField = 'baseUrl' | 'apiKey' | 'secretKey'

export interface SignInFailure {
  /** In the language in force, each time it is read. */
  readonly message: string
  field?: SignInField
  /** The service could not be reached from this page: what whoever runs the console can do. */
  unreachable?: { baseUrl: string; crossOrigin: boolean }
}

export interface SignInInput {
  baseUrl: string
  apiKey: string
  secretKey: string
}

/** A failure whose message is said when read: `say` in the language then in force. */
function failure(say: () => string, more: Omit<SignInFailure, 'message'> = {}): SignInFailure {
  return {
    get message() {
      return say()
    },
    ...more,
  }
}

export const unexpectedFailure: SignInFailure = failure(() => t('auth.unexpected'))

/** The credentials to verify, or what to fix first. */
export function checkSignInInput(
  input: SignInInput,
): { credentials: Credentials } | { failure: SignInFailure } {
  const normalized = normalizeBaseUrl(input.baseUrl)
  if (!normalized.ok) {
    return { failure: failure(() => normalized.message, { field: 'baseUrl' }) }
  }
  // The form cleans the keys as they are entered; this holds for a key that came any other way.
  const apiKey = cleanKey(input.apiKey)
  const secretKey = cleanKey(input.secretKey)
  if (!apiKey || !secretKey) {
    const field = apiKey ? 'secretKey' : 'apiKey'
    return { failure: failure(() => t('auth.keysMissing'), { field }) }
  }
  // The browser would refuse to send it, and that would read as a service out of reach.
  if (!isSendableKey(apiKey))
    return { failure: failure(() => t('auth.apiKeyUnsendable'), { field: 'apiKey' }) }
  if (!isSendableKey(secretKey))
    return { failure: failure(() => t('auth.secretKeyUnsendable'), { field: 'secretKey' }) }
  return { credentials: { baseUrl: normalized.baseUrl, apiKey, secretKey } }
}

/** Why a verification that did not pass failed, for the form's alert. */
export function describeVerification(
  result: Exclude<VerificationResult, { outcome: 'passed' }>,
  credentials: Credentials,
  pageOrigin: string,
): SignInFailure {
  const where = credentials.baseUrl || '/'
  switch (result.outcome) {
    case 'rejected':
      return failure(() => t('auth.rejected'))
    case 'elsewhere':
      return failure(() => t('auth.elsewhere', { where }))
    case 'unreachable':
      return failure(() => t('auth.unreachable', { where }), {
        unreachable: {
          baseUrl: where,
          crossOrigin: isCrossOrigin(credentials.baseUrl, pageOrigin),
        },
      })
    case 'failed': {
      // A server failure, a time limit, a wait asked for, a redirect: each says so in its own words
      // (those of lib/api, in the language in force when read).
      const { error } = result
      if (error.kind !== 'server') return failure(() => describeFailure(error))
      const status = String(error.status ?? '5xx')
      return failure(() => t('auth.serverFailed', { where, status }))
    }
    case 'unexpected':
      return unexpectedFailure
  }
}
