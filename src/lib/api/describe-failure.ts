// A failure in words, for the parts that show one (the list's states, sign-in, the export, the
// record details, Go to date): they load on demand, and the service's failure texts with them.
import type { Translate } from '@/i18n/catalog'
import { t } from '@/i18n/i18n'
import '@/i18n/messages/en/misc'
import { isApiError } from './api-error'

/** "12 s", "5 min": a wait (in ms) as people read it, in the language of `translate`. */
export function describeWait(ms: number, translate: Translate = t): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  return seconds < 120
    ? translate('misc.waitSeconds', { count: seconds })
    : translate('misc.waitMinutes', { count: Math.ceil(seconds / 60) })
}

/** A service failure's text in the language of `translate`; any other error's own message. */
export function describeFailure(error: Error, translate: Translate = t): string {
  if (!isApiError(error)) return error.message
  const { key, values } = error.text
  const wait = values?.wait
  const worded =
    typeof wait === 'number' ? { ...values, wait: describeWait(wait, translate) } : values
  return translate(key, worded as never)
}
