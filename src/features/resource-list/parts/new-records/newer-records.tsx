import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import {
  useListDataContext,
  useListMarksContext,
  useListViewContext,
} from '../../controller/list-contexts'
import { recordNouns } from '../record-nouns'
import { useNewerRecords, type NewerRecordsList } from './use-newer-records'

/** "3 new bookings": newer records wait behind a button, announced politely. */
export function NewerRecords() {
  const list: NewerRecordsList = {
    ...useListViewContext(),
    ...useListDataContext(),
    ...useListMarksContext(),
  }
  const { count, showNewer } = useNewerRecords(list)
  const { singular, plural } = recordNouns(list.resource)
  const t = useT()
  return (
    <div className="newer-records" aria-live="polite">
      {count > 0 && (
        <button type="button" className="newer-records-button" onClick={showNewer}>
          {t('toolbar.newer', { count, singular, plural })}
        </button>
      )}
    </div>
  )
}
