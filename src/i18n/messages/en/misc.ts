// The service's failures as the user reads them (lib/api): statuses, time limits, redirects. The
// fetch layer throws their keys; the parts that show a failure load them (describe-failure.ts).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const misc = {
  signedOut: 'You are signed out.',
  pause: 'The service asked for a pause; try again in {wait}.',
  unreachable: 'Could not reach the service at {where}.',
  broke: 'The connection to the service broke while reading its answer.',
  notJson: 'The service answered with something that is not JSON ({type}).',
  notJsonUntyped: 'The service answered with something that is not JSON (no content type).',
  noList: 'The service answered without a list of records.',
  timeout: 'The service did not answer within {seconds} s.',
  busyWait: 'The service is busy (HTTP 429); it asks to wait {wait}.',
  busyRetry: 'The service is busy (HTTP 429); try again in {wait}.',
  // The {wait} above (describe-failure.ts); English's unit symbols have one form.
  waitSeconds: { other: '{count} s' },
  waitMinutes: { other: '{count} min' },
  authRejected: 'The service rejected the credentials (HTTP {status}).',
  refused: 'The service refused this query.',
  refusedSaying: 'The service refused this query: {said}',
  noSuchList: 'The service has no such list (HTTP 404).',
  noSuchListSaying: 'The service has no such list (HTTP 404): {said}',
  serverFailed: 'The service failed (HTTP {status}). Try again in a moment.',
  http: 'The service answered HTTP {status}.',
  httpSaying: 'The service answered HTTP {status}: {said}',
  redirect:
    'The service redirected the request; the console does not follow redirects, so your keys go only to the Base URL. Sign in with the address it redirects to.',
  redirectTo:
    'The service redirected the request to {origin}; the console does not follow redirects, so your keys go only to the Base URL. Sign in with the address it redirects to.',
} as const satisfies Area

registerEnglish('misc', misc)
