import type { RefObject } from 'react'
import { useFocusHandOff } from '@/hooks/use-focus-hand-off'
import { useCountdown } from '@/hooks/use-now'
import type { ExportProgress } from '@/lib/export/export-records'
import { formatCount } from '@/lib/columns/format-value'

export function ExportProgressBar({
  progress,
  onCancel,
  focusWhenDone,
}: {
  progress: ExportProgress
  onCancel: () => void
  /** Where focus goes when the export ends while it is on Cancel. */
  focusWhenDone: RefObject<HTMLElement | null>
}) {
  const part = useFocusHandOff<HTMLDivElement>(focusWhenDone)
  const { fetched, total, waitingUntil } = progress
  const secondsLeft = useCountdown(waitingUntil)
  const count =
    total !== undefined
      ? `${formatCount(fetched)} of ${formatCount(total)}`
      : `${formatCount(fetched)} so far`
  const label =
    secondsLeft > 0 ? `${count}, paused: the service asks to wait ${secondsLeft} s` : count
  return (
    <div ref={part} className="export-progress">
      <div
        role="progressbar"
        aria-label="Export CSV"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={fetched}
        aria-valuetext={label}
        className="progress-track"
      >
        <div
          className="progress-fill"
          style={{ width: total ? `${Math.min(100, (fetched / total) * 100)}%` : '30%' }}
        />
      </div>
      <span className="progress-label">{label}</span>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  )
}
