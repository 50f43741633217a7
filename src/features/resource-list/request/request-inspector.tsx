import { useEffect, useRef } from 'react'
import { CopyButton } from '@/components/ui/copy-button'
import type { RequestSummary } from '@/lib/api/fetch-list'
import { readableUrl, toCurl } from '@/lib/api/curl'
import { requestPanelId } from './request-panel-id'

const masked = '••••••••'

/**
 * The exact service request behind the rows on screen, with the keys masked. Opened from the
 * toolbar's "Request" button, below the list: `reveal` brings it into view when just opened.
 */
export function RequestInspector({
  request,
  pending,
  reveal,
}: {
  request?: RequestSummary
  pending: boolean
  reveal: boolean
}) {
  const section = useRef<HTMLElement>(null)
  const shown = request !== undefined
  useEffect(() => {
    if (reveal && shown) section.current?.scrollIntoView?.({ block: 'nearest' }) // not in every DOM (jsdom)
  }, [reveal, shown])
  if (!request) return null
  return (
    <section
      ref={section}
      id={requestPanelId}
      className="request-inspector"
      aria-labelledby="request-title"
    >
      <div className="request-line">
        <h2 id="request-title">Request</h2>
        <code className="request-url">
          {request.method} {readableUrl(request.url)}
        </code>
        <span className="request-status" data-ok={request.status < 400}>
          {pending ? 'loading…' : `${request.status} · ${request.durationMs} ms`}
        </span>
        <CopyButton
          label="Copy as cURL"
          text={() => toCurl(new URL(request.url, window.location.origin).href)}
          copiedMessage="Copied, with $API_KEY and $SECRET_KEY placeholders"
        />
      </div>
      {request.totals?.header && request.totals.body !== request.totals.header.total && (
        <p className="request-totals">
          Totals disagree: the body says {request.totals.body}, used here; the{' '}
          {request.totals.header.name} header says {request.totals.header.total}.
        </p>
      )}
      <details>
        <summary>Headers</summary>
        <dl className="request-headers">
          <dt>Accept</dt>
          <dd>application/json</dd>
          <dt>X-Api-Key</dt>
          <dd>{masked}</dd>
          <dt>X-Secret-Key</dt>
          <dd>{masked}</dd>
        </dl>
      </details>
    </section>
  )
}
