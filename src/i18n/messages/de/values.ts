import type { Translation } from '../../catalog'

export const values: Translation<'values'> = {
  // Said under a filter sent again as the known value it turned out to stand for.
  corrected: '„{typed}“ wird als {value} gesendet, wie der Dienst es schreibt',
  'status.PENDING': 'Ausstehend',
  'status.CONFIRMED': 'Bestätigt',
  'status.REJECTED': 'Abgelehnt',
  'status.CANCELLED': 'Storniert',
  'status.COMPLETED': 'Abgeschlossen',
}
