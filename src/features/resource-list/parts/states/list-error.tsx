// A list request that failed: the failure with Retry, or a 429 the list waits out on its own.
import '@/i18n/messages/en/states'
import type { ListData } from '@/features/resource-list/controller/use-resource-list'
import { useCountdown } from '@/hooks/use-now'
import { useT } from '@/i18n/use-language'
import { isRateLimited, type ApiError } from '@/lib/api/api-error'
import { describeFailure } from '@/lib/api/describe-failure'
import { isCodeLoadError } from '@/lib/load-code'
import { LoadFailure } from '@/components/ui/error-boundary'

export function ListError({
  error,
  isFetching,
  retry,
}: Pick<ListData, 'isFetching' | 'retry'> & { error: Error }) {
  // After a 429, Retry waits for the moment the service named.
  const secondsLeft = useCountdown(isRateLimited(error) ? error.retryAt : undefined)
  const t = useT()
  // The view's own code (a period's) that did not arrive: asking the service again cannot help.
  if (isCodeLoadError(error)) return <LoadFailure what={t('list.thisPage')} />
  return (
    <div className="notice notice-error" role="alert">
      <p>
        {describeFailure(error, t)}
        {!navigator.onLine && ` ${t('states.offline')}`}
      </p>
      <div className="notice-actions">
        {/* Busy, it keeps the focus (aria-disabled): Enter again does nothing, and nothing is lost. */}
        <button
          type="button"
          onClick={() => {
            if (!isFetching) retry()
          }}
          disabled={secondsLeft > 0}
          aria-disabled={isFetching || undefined}
        >
          {isFetching
            ? t('states.retrying')
            : secondsLeft > 0
              ? t('states.retryIn', { seconds: secondsLeft })
              : t('states.retry')}
        </button>
      </div>
    </div>
  )
}

/** A 429 the list waits out on its own, retrying when the service allows. */
export function RateLimitWait({ error }: { error: ApiError & { retryAt: number } }) {
  const secondsLeft = useCountdown(error.retryAt)
  const t = useT()
  return (
    <div className="notice notice-info" role="status">
      {secondsLeft > 0 ? t('states.busyIn', { seconds: secondsLeft }) : t('states.busy')}
    </div>
  )
}
