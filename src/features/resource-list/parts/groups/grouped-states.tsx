// What a grouped view says instead of groups: how far its reading is (with Cancel), that the view
// holds more records than groups are shown for (with ways to narrow it), or that the reading
// failed or was cancelled (with Retry). Never groups that look complete.
import '@/i18n/messages/en/groups'
import { useT } from '@/i18n/use-language'
import { useCountdown } from '@/hooks/use-now'
import type { ExportProgress } from '@/lib/export/export-records'
import { maxGroupedRecords } from '@/lib/groups/group-limit'
import type { Nouns } from '@/lib/dates/period-words'

export function GroupsProgress({
  progress,
  nouns,
  onCancel,
}: {
  progress: ExportProgress
  nouns: Nouns
  onCancel: () => void
}) {
  const t = useT()
  const { fetched, total, waitingUntil } = progress
  const secondsLeft = useCountdown(waitingUntil)
  const count =
    total !== undefined ? t('groups.read', { fetched, total }) : t('groups.readSoFar', { fetched })
  const label = secondsLeft > 0 ? t('groups.waiting', { seconds: secondsLeft }) : count
  const max = total ?? maxGroupedRecords
  return (
    <div className="groups-progress export-progress">
      <span>{t('groups.reading', { plural: nouns.plural })}</span>
      <div
        role="progressbar"
        aria-label={t('groups.reading', { plural: nouns.plural })}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(fetched, max)}
        aria-valuetext={label}
        className="progress-track"
      >
        <div
          className="progress-fill"
          style={{ width: `${Math.min(100, (fetched / Math.max(1, max)) * 100)}%` }}
        />
      </div>
      <span className="progress-label">{label}</span>
      <button type="button" onClick={onCancel}>
        {t('groups.cancel')}
      </button>
    </div>
  )
}

export interface NarrowingOffers {
  onlyToday?: () => void
  onlyLast7Days?: () => void
  departuresToday?: () => void
  ungroup: () => void
}

export function GroupsTooLarge({
  total,
  nouns,
  offers,
}: {
  total: number | undefined
  nouns: Nouns
  offers: NarrowingOffers
}) {
  const t = useT()
  const limit = maxGroupedRecords
  const { plural } = nouns
  return (
    <div className="notice notice-info groups-too-large" role="status">
      <p>
        {total !== undefined && total > limit
          ? t('groups.tooLarge', { total, plural, limit })
          : t('groups.tooLargeUnknown', { plural, limit })}
      </p>
      <p className="groups-offers">
        {offers.departuresToday && (
          <button type="button" onClick={offers.departuresToday}>
            {t('groups.departuresToday')}
          </button>
        )}
        {offers.onlyToday && (
          <button type="button" onClick={offers.onlyToday}>
            {t('groups.onlyToday')}
          </button>
        )}
        {offers.onlyLast7Days && (
          <button type="button" onClick={offers.onlyLast7Days}>
            {t('groups.onlyLast7Days')}
          </button>
        )}
        <button type="button" onClick={offers.ungroup}>
          {t('groups.ungroup')}
        </button>
      </p>
      <p className="muted">{t('groups.filterHint')}</p>
    </div>
  )
}

export function GroupsUnread({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT()
  return (
    <div className="notice notice-error groups-unread" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry}>
        {t('groups.retry')}
      </button>
    </div>
  )
}
