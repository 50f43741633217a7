import '@/i18n/messages/en/toolbar'
import { titleInText } from '@/i18n/nouns'
import { useLanguage, useT } from '@/i18n/use-language'
import { useNewerRecords, type NewerRecordsList } from './use-newer-records'

/** "3 new bookings": newer records wait behind a button, announced politely. */
export function NewerRecords({ list }: { list: NewerRecordsList }) {
  const { count, showNewer } = useNewerRecords(list)
  const { singular, title } = list.resource
  const t = useT()
  const language = useLanguage()
  return (
    <div className="newer-records" aria-live="polite">
      {count > 0 && (
        <button type="button" className="newer-records-button" onClick={showNewer}>
          {t('toolbar.newer', { count, singular, plural: titleInText(title, language) })}
        </button>
      )}
    </div>
  )
}
