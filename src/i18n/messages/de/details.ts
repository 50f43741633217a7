import type { Translation } from '../../catalog'

export const details: Translation<'details'> = {
  recordDetails: 'Datensatzdetails',
  record: '{singular} {id}',
  close: 'Schließen',
  loading: '{singular} wird geladen…',
  lookupFailed: '{singular} {id} konnte nicht abgerufen werden: {reason}',
  retry: 'Erneut versuchen',
  notFound: 'Der Dienst kennt {singular} {id} nicht oder ruft den Datensatz nicht über die ID ab.',
  backToList: 'Zurück zur Liste',
  copyLink: 'Link zu {singular} kopieren',
  linkCopied: 'Link kopiert',
  copyJson: 'JSON kopieren',
  jsonCopied: 'JSON kopiert',
  attribute: '({name})',
}
