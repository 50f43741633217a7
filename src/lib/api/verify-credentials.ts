// Sign-in verifies a key pair with one list request, read by what the service's description
// promises (`{base_url}/{resource}` with both headers; bad keys get an authentication error) and
// nothing more, since it says nothing of which resources a service has or how its errors look:
// - 401 or 403: the keys were rejected;
// - any other JSON answer (a list, or a 404 for a resource this service lacks): the keys passed;
// - an answer that is not JSON (a web page, nothing): the Base URL points at something else;
// - no answer: unreachable. Server failures, time limits, 429 and redirects say so themselves.
import { isResourceName } from '../resource-name'
import { createListQuery } from '../list-query'
import { isApiError, type ApiError } from './api-error'
import type { Credentials } from './credentials'
import { fetchList } from './fetch-list'

export type VerificationResult =
  | { outcome: 'passed' }
  | { outcome: 'rejected' }
  | { outcome: 'elsewhere' }
  | { outcome: 'unreachable' }
  /** The service failed, or asked for a wait, or redirected: the error says which, in words. */
  | { outcome: 'failed'; error: ApiError }
  | { outcome: 'unexpected' }

export const defaultVerificationResource = 'products'

/** The configured resource when it is a plain resource name, else `products`. */
export function verificationResourceFrom(setting: unknown): string {
  const name = typeof setting === 'string' ? setting.trim() : ''
  return isResourceName(name) ? name : defaultVerificationResource
}

/** The build's `VITE_VERIFY_RESOURCE`, else `products`. */
export function configuredVerificationResource(): string {
  let setting: unknown
  try {
    setting = import.meta.env.VITE_VERIFY_RESOURCE
  } catch {
    // Outside Vite (a plain Node script) import.meta.env does not exist.
  }
  return verificationResourceFrom(setting)
}

/** What the verification request says of the keys, from its error (`undefined`: it succeeded). */
export function classifyVerification(error: unknown): VerificationResult {
  if (error === undefined) return { outcome: 'passed' }
  if (!isApiError(error)) return { outcome: 'unexpected' }
  switch (error.kind) {
    case 'auth':
      return { outcome: 'rejected' }
    case 'network':
      return { outcome: 'unreachable' }
    case 'server':
    case 'timeout':
    case 'rate-limited':
    case 'redirect':
      return { outcome: 'failed', error }
  }
  if (error.answeredJson === true) return { outcome: 'passed' }
  if (error.answeredJson === false) return { outcome: 'elsewhere' }
  return { outcome: 'failed', error }
}

export async function verifyCredentials(
  credentials: Credentials,
  resource: string = configuredVerificationResource(),
): Promise<VerificationResult> {
  try {
    await fetchList({ credentials, resource, query: createListQuery({ size: 1 }) })
    return classifyVerification(undefined)
  } catch (error) {
    return classifyVerification(error)
  }
}
