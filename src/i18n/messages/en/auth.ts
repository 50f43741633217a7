// Signing in: the form, why the user is on it, what to fix (the Base URL, the keys, the service's
// answer), and the help for whoever runs the console. Loaded with the sign-in page, not in the
// first load (see registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const auth = {
  lead: 'Sign in with the service’s address and your key pair.',
  baseUrl: 'Base URL',
  apiKey: 'API key',
  secretKey: 'Secret key',
  showSecret: 'Show secret',
  hideSecret: 'Hide secret',
  remember: 'Remember on this device',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  expired:
    'The service rejected your stored credentials, so you were signed out. Sign in again to continue where you were.',
  signedOut: 'You have signed out.',
  unused:
    'This device forgot your remembered sign-in because it was not used for 30 days. Sign in again to continue.',
  signedOutElsewhere:
    'You were signed out in another tab. Sign in again to continue where you were.',
  baseUrlRequired:
    'Base URL is required. Enter a path on this site such as /api, or a full address such as https://api.example.com/v1.',
  baseUrlBadPath:
    '"{value}" is not a usable path. Enter a path on this site such as /api, or a full address such as https://api.example.com/v1.',
  baseUrlNotUrl:
    '"{value}" is not a URL. Enter a path on this site such as /api, or a full address such as https://api.example.com/v1.',
  baseUrlScheme:
    'Only http and https addresses work. Enter a path on this site such as /api, or a full address such as https://api.example.com/v1.',
  baseUrlCredentials: 'Put credentials in the key fields, not in the Base URL.',
  baseUrlQuery: 'The Base URL cannot have a query string or fragment.',
  keysMissing: 'Enter both the API key and the secret key.',
  apiKeyUnsendable:
    'The API key holds a character that keys do not have, such as an accented letter, a symbol or an emoji. Copy the key again from where it was issued, or type it.',
  secretKeyUnsendable:
    'The secret key holds a character that keys do not have, such as an accented letter, a symbol or an emoji. Copy the key again from where it was issued, or type it.',
  unexpected: 'Signing in failed unexpectedly. Try again.',
  rejected: 'The service rejected these credentials. Check the API key and the secret key.',
  elsewhere:
    '{where} did not answer like the distribution service: it sent something other than JSON, such as a web page, so this Base URL seems to lead somewhere else. Check that it is the service’s address you were given.',
  unreachable:
    'Could not reach the service at {where}. Check that the Base URL is the one you were given and that you are online. If both are right, the service may be down or may not accept this console: ask whoever runs the console.',
  serverFailed: 'The service at {where} failed (HTTP {status}). Try again in a moment.',
  helpTitle: 'For whoever runs the console',
  helpCrossOrigin:
    'The browser got no answer from {baseUrl}. The service may be down, or it does not allow requests from this page’s origin (CORS). Either allow this origin at the service, or serve the console in proxy mode and sign in with Base URL {proxyPath}:',
  helpSameOrigin:
    'Nothing answered at {baseUrl} on this console’s own server. Check that the service behind it is running and that the console forwards {proxyPath} to it.',
  helpReadme: 'See “Use with the real service” in the console’s README.',
} as const satisfies Area

registerEnglish('auth', auth)
