import type { Translation } from '../../catalog'

export const misc: Translation<'misc'> = {
  signedOut: 'Sie sind abgemeldet.',
  pause: 'Der Dienst hat um eine Pause gebeten; versuchen Sie es in {wait} erneut.',
  unreachable: 'Der Dienst unter {where} ist nicht erreichbar.',
  broke: 'Die Verbindung zum Dienst ist beim Lesen der Antwort abgebrochen.',
  notJson: 'Der Dienst hat mit etwas geantwortet, das kein JSON ist ({type}).',
  notJsonUntyped: 'Der Dienst hat mit etwas geantwortet, das kein JSON ist (kein Content-Type).',
  noList: 'Der Dienst hat ohne Liste von Datensätzen geantwortet.',
  timeout: 'Der Dienst hat nicht innerhalb von {seconds} s geantwortet.',
  busyWait: 'Der Dienst ist ausgelastet (HTTP 429); er bittet, {wait} zu warten.',
  busyRetry: 'Der Dienst ist ausgelastet (HTTP 429); versuchen Sie es in {wait} erneut.',
  waitSeconds: { other: '{count} s' },
  waitMinutes: { other: '{count} Min.' },
  authRejected: 'Der Dienst hat die Zugangsdaten abgelehnt (HTTP {status}).',
  refused: 'Der Dienst hat diese Abfrage abgelehnt.',
  refusedSaying: 'Der Dienst hat diese Abfrage abgelehnt: {said}',
  noSuchList: 'Der Dienst hat keine solche Liste (HTTP 404).',
  noSuchListSaying: 'Der Dienst hat keine solche Liste (HTTP 404): {said}',
  serverFailed:
    'Beim Dienst ist ein Fehler aufgetreten (HTTP {status}). Versuchen Sie es gleich noch einmal.',
  http: 'Der Dienst hat mit HTTP {status} geantwortet.',
  httpSaying: 'Der Dienst hat mit HTTP {status} geantwortet: {said}',
  redirect:
    'Der Dienst hat die Anfrage umgeleitet; die Konsole folgt keinen Umleitungen, damit Ihre Schlüssel nur an die Basis-URL gehen. Melden Sie sich mit der Adresse an, auf die er umleitet.',
  redirectTo:
    'Der Dienst hat die Anfrage nach {origin} umgeleitet; die Konsole folgt keinen Umleitungen, damit Ihre Schlüssel nur an die Basis-URL gehen. Melden Sie sich mit der Adresse an, auf die er umleitet.',
}
