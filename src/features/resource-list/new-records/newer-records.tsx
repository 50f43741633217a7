import { useNewerRecords, type NewerRecordsList } from './use-newer-records'

/** "3 new bookings": newer records wait behind a button, announced politely. */
export function NewerRecords({ list }: { list: NewerRecordsList }) {
  const { count, showNewer } = useNewerRecords(list)
  const { singular, title } = list.resource
  return (
    <div className="newer-records" aria-live="polite">
      {count > 0 && (
        <button type="button" className="newer-records-button" onClick={showNewer}>
          {count} new {count === 1 ? singular : title.toLowerCase()}
        </button>
      )}
    </div>
  )
}
