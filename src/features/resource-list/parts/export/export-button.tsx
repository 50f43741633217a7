// "Export CSV": every record of the current view (use-export-run.ts runs it), with how its file is
// headed beside it, and what the export has to say: its progress, then that it is done, too large
// or stopped (with Retry and the records fetched so far).
import { useRef } from 'react'
import '@/i18n/messages/en/export'
import { useT } from '@/i18n/use-language'
import { Message } from '@/components/ui/message-area'
import { ExportOptions } from './export-options'
import { recordNouns } from '../record-nouns'
import { ExportProgressBar } from './export-progress'
import { useExportRun, type ExportedView } from './use-export-run'
import { toolbarLabels } from '../../view-model/list-page-view'

const doneMessageMs = 10_000

export function ExportButton(props: ExportedView) {
  const { resource, period } = props
  const t = useT()
  const { plural } = recordNouns(resource)
  const { running, progress, outcome, failure, tooLarge, ...exportRun } = useExportRun(props)
  const button = useRef<HTMLButtonElement>(null)
  // The message's button goes away with it: focus goes back to the button that started it all.
  const closeMessage = () => {
    exportRun.dismiss()
    button.current?.focus()
  }
  return (
    <>
      {/* One control: the export, and how its file is headed. */}
      <span className="export-control">
        <button
          ref={button}
          type="button"
          // Not `disabled`: focus stays on it while the export runs.
          aria-disabled={running || undefined}
          onClick={() => {
            if (!running) exportRun.startView()
          }}
        >
          {toolbarLabels().exportCsv}
        </button>
        <ExportOptions />
      </span>
      {running && (
        <>
          <Message kind="progress" className="export-progress-message">
            <span className="export-progress-title">
              {t('export.exporting', { name: period?.title ?? plural })}
            </span>
            <ExportProgressBar
              progress={progress}
              focusWhenDone={button}
              onCancel={() => {
                exportRun.cancel()
                button.current?.focus()
              }}
            />
          </Message>
          <Message kind="status" className="visually-hidden">
            {t('export.exportingNow', { name: plural })}
          </Message>
        </>
      )}
      {!running && outcome?.step === 'done' && (
        <Message
          kind="status"
          onDismiss={closeMessage}
          // "Exported N bookings." stays a while, then leaves the corner free.
          timeout={{ ms: doneMessageMs, onTimeout: exportRun.dismiss }}
        >
          {outcome.message()}
        </Message>
      )}
      {!running && tooLarge && (
        <Message kind="alert" className="notice notice-error" onDismiss={closeMessage}>
          <p>{tooLarge.message()}</p>
        </Message>
      )}
      {!running && failure && (
        <Message kind="alert" className="notice notice-error" onDismiss={closeMessage}>
          <p>{t('export.stopped', { reason: failure.message() })}</p>
          <div className="notice-actions">
            {failure.retryable && (
              <button
                type="button"
                onClick={() => {
                  exportRun.retry(failure.run)
                  button.current?.focus()
                }}
              >
                {t('export.retry')}
              </button>
            )}
            {failure.partial.length > 0 && (
              <button type="button" onClick={() => void exportRun.writeFile(failure.partial, true)}>
                {t('export.partial', { count: failure.partial.length })}
              </button>
            )}
          </div>
        </Message>
      )}
    </>
  )
}
