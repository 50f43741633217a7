// A record's details (side panel or drawer). Loaded with them, not in the first load (see
// registerEnglish).
import type { Area } from '../../catalog'
import { registerEnglish } from '../../i18n'

export const details = {
  recordDetails: 'Record details',
  record: '{singular} {id}',
  close: 'Close',
  loading: 'Loading the {singular}…',
  lookupFailed: 'Could not look up {singular} {id}: {reason}',
  retry: 'Retry',
  notFound: 'The service has no {singular} {id}, or would not look it up by id.',
  backToList: 'Back to the list',
  copyLink: 'Copy {singular} link',
  linkCopied: 'Link copied',
  copyJson: 'Copy JSON',
  jsonCopied: 'JSON copied',
  attribute: '({name})',
} as const satisfies Area

registerEnglish('details', details)
