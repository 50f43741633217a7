import { useEffect, useLayoutEffect, useRef, useSyncExternalStore, type MouseEvent } from 'react'
import { Link } from 'react-router-dom'
import '@/i18n/messages/en/details'
import { useT } from '@/i18n/use-language'
import { CopyButton, CopyButtonGroup } from '@/components/ui/copy-button'
import { CopyLinkButton } from '@/components/ui/copy-link-button'
import type { ShownColumn } from '@/components/data-table/column-arrangement'
import { describeFailure } from '@/lib/api/describe-failure'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import type { TimeZoneChoice } from '@/lib/columns/format-value'
import { recordTitle } from '@/lib/columns/record-title'
import { BreakableText, RecordFields } from './record-fields'

// Below this width the details would open under the list, out of view: they open as a modal
// drawer over it instead (styles.css places the side panel by the same width).
const drawerMedia = '(max-width: 999px)'

function subscribeToWidth(onChange: () => void) {
  const media = window.matchMedia(drawerMedia)
  media.addEventListener('change', onChange)
  return () => media.removeEventListener('change', onChange)
}

function useDrawer(): boolean {
  return useSyncExternalStore(subscribeToWidth, () => window.matchMedia(drawerMedia).matches)
}

function isOutside(event: MouseEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect()
  const { clientX: x, clientY: y } = event
  return x < box.left || x > box.right || y < box.top || y > box.bottom
}

interface RecordDetailsProps {
  singular: string
  recordId: string
  /** The record (from the list page, else looked up by id); undefined while it is being found. */
  record: ListRecord | null | undefined
  /** The lookup by id failed for another reason than a refusal or no such record. */
  lookupError?: Error
  onRetryLookup?: () => void
  /** The list the link was made from. */
  listHref: string
  onClose: () => void
  /** The table's columns as shown: fields follow their order, labels and formats. */
  columns: readonly ShownColumn[]
  timeZone: TimeZoneChoice
}

export function RecordDetails({
  singular,
  recordId,
  record,
  lookupError,
  onRetryLookup,
  listHref,
  onClose,
  columns,
  timeZone,
}: RecordDetailsProps) {
  const t = useT()
  const dialog = useRef<HTMLDialogElement>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const drawer = useDrawer()
  const title = recordTitle(record)
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element) return
    // Reopened as the other kind when the width crosses the line. Not closed as it goes: close()
    // would hand focus back to where it was before opening, not to the row of the record shown.
    if (element.open) element.close()
    if (drawer) element.showModal()
    else element.show()
  }, [drawer])
  // Focus moves in once, as the details open (or become a drawer); as they follow the selection,
  // it stays where the user moves it (the rows, beside a side panel).
  useEffect(() => heading.current?.focus(), [drawer])
  return (
    <dialog
      ref={dialog}
      className="record-details"
      aria-label={t('details.recordDetails')}
      // Esc is the page's: it closes the details and returns focus to the row.
      onCancel={(event) => event.preventDefault()}
      onClick={(event) => {
        if (drawer && event.target === event.currentTarget && isOutside(event)) onClose()
      }}
    >
      <header className="record-details-header">
        <div className="record-details-names">
          {/* Named as staff quote it (its reference or name); the dialog is "Record details". */}
          <h2 id="record-details-title" ref={heading} tabIndex={-1}>
            <BreakableText text={title ?? t('details.record', { singular, id: recordId })} />
          </h2>
          {title !== undefined && (
            <span className="muted record-details-id">
              <BreakableText text={t('details.record', { singular, id: recordId })} />
            </span>
          )}
        </div>
        <button type="button" onClick={onClose}>
          {t('details.close')}
        </button>
      </header>
      {record === undefined && !lookupError && (
        <p role="status">{t('details.loading', { singular })}</p>
      )}
      {record === undefined && lookupError && (
        <div role="alert" className="notice notice-error">
          <p>
            {t('details.lookupFailed', {
              singular,
              id: recordId,
              reason: describeFailure(lookupError, t),
            })}
          </p>
          <div className="notice-actions">
            <button type="button" onClick={onRetryLookup}>
              {t('details.retry')}
            </button>
          </div>
        </div>
      )}
      {record === null && (
        <p role="status" className="notice notice-info">
          {t('details.notFound', { singular, id: recordId })}{' '}
          <Link to={listHref}>{t('details.backToList')}</Link>
        </p>
      )}
      {record && (
        <>
          <CopyButtonGroup className="record-details-tools">
            {/* In reach in the drawer too, where the toolbar's "Copy link" is behind it. */}
            <CopyLinkButton
              label={t('details.copyLink', { singular })}
              copiedMessage={t('details.linkCopied')}
            />
            <CopyButton
              className="developer-tool"
              label={t('details.copyJson')}
              text={() => JSON.stringify(record, null, 2)}
              copiedMessage={t('details.jsonCopied')}
            />
          </CopyButtonGroup>
          <RecordFields record={record} columns={columns} timeZone={timeZone} />
        </>
      )}
    </dialog>
  )
}
