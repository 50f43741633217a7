import '@/i18n/messages/en/states'
import type { ApiError } from '@/lib/api/api-error'
import { describeFailure } from '@/lib/api/describe-failure'
import { columnLabel } from '@/lib/columns/column-labels'
import { filterHandOff } from '@/lib/focus-hand-off'
import { useT } from '@/i18n/use-language'
import { culpritsOf, refusalKey, type Rejection } from './rejection-culprits'

interface QueryRejectionProps extends Rejection {
  error: ApiError
  onRemoveSort: (attribute: string) => void
  onRemoveFilter: (attribute: string) => void
}

/** The service refused a sort or filter: say which in words and offer to take the culprit out. */
export function QueryRejection(props: QueryRejectionProps) {
  const { error, refusals, onRemoveSort, onRemoveFilter } = props
  const { sorts, filters } = culpritsOf(props)
  const t = useT()
  return (
    <div className="notice notice-error" role="alert">
      {refusals.length > 0 ? (
        <>
          {refusals.map(({ attribute, uses }) => (
            <p key={attribute}>{t(refusalKey(uses), { column: columnLabel(attribute) })}</p>
          ))}
          <details>
            <summary>{t('states.serviceAnswer')}</summary>
            <p>{error.serviceMessage ?? describeFailure(error, t)}</p>
          </details>
        </>
      ) : (
        <p>{describeFailure(error, t)}</p>
      )}
      <div className="notice-actions">
        {sorts.map((attribute) => (
          <button key={`sort-${attribute}`} type="button" onClick={() => onRemoveSort(attribute)}>
            {t('states.removeSort', { attribute: columnLabel(attribute) })}
          </button>
        ))}
        {filters.map((attribute) => (
          <button
            key={`filter-${attribute}`}
            type="button"
            onClick={() => onRemoveFilter(attribute)}
            {...filterHandOff(attribute)}
          >
            {t('states.removeFilter', { attribute: columnLabel(attribute) })}
          </button>
        ))}
      </div>
    </div>
  )
}
