// A failure in words, for the parts that show one (the list's states, sign-in, the export, the
// record details, Go to date): they load on demand, and the service's failure texts with them.
import type { Translate } from '@/i18n/catalog'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/misc'
import { isApiError } from './api-error'

/** A service failure's text in the language of `translate`; any other error's own message. */
export function describeFailure(error: Error, translate: Translate = t): string {
  return isApiError(error) ? translate(error.text.key, error.text.values as never) : error.message
}
