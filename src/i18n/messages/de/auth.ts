import type { Translation } from '../../catalog'

export const auth: Translation<'auth'> = {
  lead: 'Melden Sie sich mit der Adresse des Dienstes und Ihrem Schlüsselpaar an.',
  baseUrl: 'Basis-URL',
  apiKey: 'API-Schlüssel',
  secretKey: 'Geheimer Schlüssel',
  showSecret: 'Schlüssel anzeigen',
  hideSecret: 'Schlüssel verbergen',
  remember: 'Auf diesem Gerät merken',
  signIn: 'Anmelden',
  signingIn: 'Anmeldung läuft…',
  expired:
    'Der Dienst hat Ihre gespeicherten Zugangsdaten abgelehnt, daher wurden Sie abgemeldet. Melden Sie sich erneut an, um dort weiterzuarbeiten, wo Sie waren.',
  signedOut: 'Sie haben sich abgemeldet.',
  unused:
    'Dieses Gerät hat Ihre gemerkte Anmeldung vergessen, weil sie 30 Tage lang nicht benutzt wurde. Melden Sie sich erneut an, um fortzufahren.',
  signedOutElsewhere:
    'Sie wurden in einem anderen Tab abgemeldet. Melden Sie sich erneut an, um dort weiterzuarbeiten, wo Sie waren.',
  baseUrlRequired:
    'Die Basis-URL ist erforderlich. Geben Sie einen Pfad auf dieser Website wie /api oder eine vollständige Adresse wie https://api.example.com/v1 ein.',
  baseUrlBadPath:
    '„{value}“ ist kein gültiger Pfad. Geben Sie einen Pfad auf dieser Website wie /api oder eine vollständige Adresse wie https://api.example.com/v1 ein.',
  baseUrlNotUrl:
    '„{value}“ ist keine URL. Geben Sie einen Pfad auf dieser Website wie /api oder eine vollständige Adresse wie https://api.example.com/v1 ein.',
  baseUrlScheme:
    'Nur http- und https-Adressen sind möglich. Geben Sie einen Pfad auf dieser Website wie /api oder eine vollständige Adresse wie https://api.example.com/v1 ein.',
  baseUrlCredentials: 'Tragen Sie Zugangsdaten in die Schlüsselfelder ein, nicht in die Basis-URL.',
  baseUrlQuery: 'Die Basis-URL darf weder Abfrage-String noch Fragment enthalten.',
  keysMissing: 'Geben Sie den API-Schlüssel und den geheimen Schlüssel ein.',
  apiKeyUnsendable:
    'Der API-Schlüssel enthält ein Zeichen, das in Schlüsseln nicht vorkommt, etwa einen Buchstaben mit Akzent, ein Symbol oder ein Emoji. Kopieren Sie den Schlüssel erneut von dort, wo er ausgestellt wurde, oder tippen Sie ihn ein.',
  secretKeyUnsendable:
    'Der geheime Schlüssel enthält ein Zeichen, das in Schlüsseln nicht vorkommt, etwa einen Buchstaben mit Akzent, ein Symbol oder ein Emoji. Kopieren Sie den Schlüssel erneut von dort, wo er ausgestellt wurde, oder tippen Sie ihn ein.',
  unexpected: 'Die Anmeldung ist unerwartet fehlgeschlagen. Versuchen Sie es erneut.',
  rejected:
    'Der Dienst hat diese Zugangsdaten abgelehnt. Prüfen Sie den API-Schlüssel und den geheimen Schlüssel.',
  elsewhere:
    '{where} hat nicht wie der Distributionsdienst geantwortet: Die Antwort war kein JSON, sondern etwa eine Webseite. Diese Basis-URL scheint also woandershin zu führen. Prüfen Sie, ob es die Adresse des Dienstes ist, die Sie erhalten haben.',
  unreachable:
    'Der Dienst unter {where} ist nicht erreichbar. Prüfen Sie, ob die Basis-URL die ist, die Sie erhalten haben, und ob Sie online sind. Stimmt beides, ist der Dienst möglicherweise ausgefallen oder lässt diese Konsole nicht zu: Wenden Sie sich an die Betreiber der Konsole.',
  serverFailed:
    'Der Dienst unter {where} ist fehlgeschlagen (HTTP {status}). Versuchen Sie es gleich noch einmal.',
  helpTitle: 'Für die Betreiber der Konsole',
  helpCrossOrigin:
    'Der Browser hat von {baseUrl} keine Antwort erhalten. Der Dienst ist möglicherweise ausgefallen oder erlaubt keine Anfragen vom Ursprung dieser Seite (CORS). Erlauben Sie diesen Ursprung beim Dienst, oder betreiben Sie die Konsole im Proxy-Modus und melden Sie sich mit der Basis-URL {proxyPath} an:',
  helpSameOrigin:
    'Unter {baseUrl} hat auf dem eigenen Server dieser Konsole nichts geantwortet. Prüfen Sie, ob der dahinterliegende Dienst läuft und ob die Konsole {proxyPath} an ihn weiterleitet.',
  helpReadme: 'Siehe „Use with the real service“ in der README der Konsole.',
}
