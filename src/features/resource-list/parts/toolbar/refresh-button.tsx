import { useClock } from '@/hooks/use-now'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { formatRelative } from '@/lib/columns/format-value'
import { dateTimeFormat } from '@/lib/columns/intl-formats'
import { toolbarLabels } from '../../view-model/list-page-view'

interface RefreshButtonProps {
  onRefresh: () => void
  refreshing: boolean
  /** When the rows shown arrived, ms since epoch; 0 before any did. */
  updatedAt: number
}

export function RefreshButton({ onRefresh, refreshing, updatedAt }: RefreshButtonProps) {
  // The rows' relative times read the same clock.
  const now = useClock(updatedAt, updatedAt > 0)
  const t = useT()
  return (
    // The age comes first: as its text grows, nothing to its right moves (the tools are
    // right-aligned).
    <span className="refresh">
      {updatedAt > 0 && (
        <span
          className="muted refresh-age"
          title={dateTimeFormat('exact', undefined).format(updatedAt)}
        >
          {t('toolbar.updated', { time: formatRelative(new Date(updatedAt), now) })}
        </span>
      )}
      <button type="button" onClick={onRefresh} aria-busy={refreshing || undefined}>
        {toolbarLabels().refresh}
      </button>
    </span>
  )
}
