// What the sign-in form says when signing in does not go through: the input checked before any
// request, and the verification's result (lib/api/verify-credentials.ts) in staff words. Each
// failure names the field to fix when there is one; otherwise its message takes the focus.
import { isCrossOrigin, normalizeBaseUrl } from '@/lib/api/base-url'
import type { Credentials } from '@/lib/api/credentials'
import type { VerificationResult } from '@/lib/api/verify-credentials'

export type SignInField = 'baseUrl' | 'apiKey' | 'secretKey'

export interface SignInFailure {
  message: string
  field?: SignInField
  /** The service could not be reached from this page: what whoever runs the console can do. */
  unreachable?: { baseUrl: string; crossOrigin: boolean }
}

export interface SignInInput {
  baseUrl: string
  apiKey: string
  secretKey: string
}

export const unexpectedFailure: SignInFailure = {
  message: 'Signing in failed unexpectedly. Try again.',
}

/** The credentials to verify, or what to fix first. */
export function checkSignInInput(
  input: SignInInput,
): { credentials: Credentials } | { failure: SignInFailure } {
  const normalized = normalizeBaseUrl(input.baseUrl)
  if (!normalized.ok) return { failure: { message: normalized.message, field: 'baseUrl' } }
  const apiKey = input.apiKey.trim()
  if (!apiKey || !input.secretKey) {
    return {
      failure: {
        message: 'Enter both the API key and the secret key.',
        field: apiKey ? 'secretKey' : 'apiKey',
      },
    }
  }
  return { credentials: { baseUrl: normalized.baseUrl, apiKey, secretKey: input.secretKey } }
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
      return {
        message: 'The service rejected these credentials. Check the API key and the secret key.',
      }
    case 'elsewhere':
      return {
        message:
          `${where} did not answer like the distribution service: it sent something other than ` +
          'JSON, such as a web page, so this Base URL seems to lead somewhere else. Check that it ' +
          'is the service’s address you were given.',
      }
    case 'unreachable':
      return {
        message:
          `Could not reach the service at ${where}. Check that the Base URL is the one you were ` +
          'given and that you are online. If both are right, the service may be down or may not ' +
          'accept this console: ask whoever runs the console.',
        unreachable: {
          baseUrl: where,
          crossOrigin: isCrossOrigin(credentials.baseUrl, pageOrigin),
        },
      }
    case 'failed':
      // A server failure, a time limit, a wait asked for, a redirect: each says so in its own words.
      return {
        message:
          result.error.kind === 'server'
            ? `The service at ${where} failed (HTTP ${result.error.status ?? '5xx'}). Try again in a moment.`
            : result.error.message,
      }
    case 'unexpected':
      return unexpectedFailure
  }
}
