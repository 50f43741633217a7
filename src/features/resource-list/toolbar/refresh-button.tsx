import { useClock } from '@/hooks/use-now'
import { formatRelative } from '@/lib/columns/format-value'

interface RefreshButtonProps {
  onRefresh: () => void
  refreshing: boolean
  /** When the rows shown arrived, ms since epoch; 0 before any did. */
  updatedAt: number
}

export function RefreshButton({ onRefresh, refreshing, updatedAt }: RefreshButtonProps) {
  // The rows' relative times read the same clock.
  const now = useClock(updatedAt, updatedAt > 0)
  return (
    // The age comes first: as its text grows, nothing to its right moves (the tools are
    // right-aligned).
    <span className="refresh">
      {updatedAt > 0 && (
        <span className="muted refresh-age" title={new Date(updatedAt).toLocaleString()}>
          Updated {formatRelative(new Date(updatedAt), now)}
        </span>
      )}
      <button type="button" onClick={onRefresh} aria-busy={refreshing || undefined}>
        Refresh
      </button>
    </span>
  )
}
