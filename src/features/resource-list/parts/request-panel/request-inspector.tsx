import { Fragment, useEffect, useRef } from 'react'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { CopyButton } from '@/components/ui/copy-button'
import type { RequestSummary } from '@/lib/api/fetch-list'
import { readableUrl, toCurl } from '@/lib/api/curl'
import { requestPanelId } from './request-panel-id'

const masked = '••••••••'
// The headers the request was sent with, by their protocol names (the same in every language).
const sentHeaders = [
  ['Accept', 'application/json'],
  ['X-Api-Key', masked],
  ['X-Secret-Key', masked],
] as const

/**
 * The exact service request behind the rows on screen, with the keys masked. Opened from the
 * toolbar's "Request" button, below the list, and brought into view; another view closes it.
 */
export function RequestInspector({
  request,
  pending,
}: {
  request?: RequestSummary
  pending: boolean
}) {
  const t = useT()
  const section = useRef<HTMLElement>(null)
  const shown = request !== undefined
  useEffect(() => {
    if (shown) section.current?.scrollIntoView?.({ block: 'nearest' }) // not in every DOM (jsdom)
  }, [shown])
  if (!request) return null
  return (
    <section
      ref={section}
      id={requestPanelId}
      className="request-inspector developer-tool"
      aria-labelledby="request-title"
    >
      <div className="request-line">
        <h2 id="request-title">{t('toolbar.request')}</h2>
        <code className="request-url">
          {request.method} {readableUrl(request.url)}
        </code>
        <span className="request-status" data-ok={request.status < 400}>
          {pending
            ? t('toolbar.loading')
            : t('toolbar.status', {
                status: String(request.status),
                ms: String(request.durationMs),
              })}
        </span>
        <CopyButton
          label={t('toolbar.copyCurl')}
          text={() => toCurl(new URL(request.url, window.location.origin).href)}
          copiedMessage={t('toolbar.curlCopied')}
        />
      </div>
      {request.totals?.header && request.totals.body !== request.totals.header.total && (
        <p className="request-totals">
          {t('toolbar.totalsDiffer', {
            // The service's figures, as it sent them.
            body: String(request.totals.body),
            header: request.totals.header.name,
            total: String(request.totals.header.total),
          })}
        </p>
      )}
      <details>
        <summary>{t('toolbar.headers')}</summary>
        <dl className="request-headers">
          {sentHeaders.map(([name, value]) => (
            <Fragment key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </details>
    </section>
  )
}
