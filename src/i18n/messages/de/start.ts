import type { Translation } from '../../catalog'

export const start: Translation<'start'> = {
  failed:
    'Die Konsole konnte nicht starten. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.',
}
