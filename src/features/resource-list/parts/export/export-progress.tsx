import type { RefObject } from 'react'
import '@/i18n/messages/en/export'
import { useT } from '@/i18n/use-language'
import { useFocusHandOff } from '@/hooks/use-focus-hand-off'
import { useCountdown } from '@/hooks/use-now'
import type { ExportProgress } from '@/lib/export/export-records'

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
  const t = useT()
  const part = useFocusHandOff<HTMLDivElement>(focusWhenDone)
  const { fetched, total, waitingUntil } = progress
  const secondsLeft = useCountdown(waitingUntil)
  const count =
    total !== undefined
      ? t('export.progress', { fetched, total })
      : t('export.progressSoFar', { fetched })
  const label =
    secondsLeft > 0 ? t('export.paused', { progress: count, seconds: secondsLeft }) : count
  return (
    <div ref={part} className="export-progress">
      <div
        role="progressbar"
        aria-label={t('export.exportCsv')}
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
        {t('export.cancel')}
      </button>
    </div>
  )
}
