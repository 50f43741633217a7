import '@/i18n/messages/en/states'
import { useT } from '@/i18n/use-language'
import type { Correction } from '@/lib/list-query'

/** What a link had that the console could not use, each correction worded as it is shown. */
export function LinkCorrections({ corrections }: { corrections: readonly Correction[] }) {
  const t = useT()
  if (corrections.length === 0) return null
  return (
    <div className="notice notice-info" role="status">
      <p>{t('states.corrected')}</p>
      <ul>
        {corrections.slice(0, 8).map(({ key, values }, index) => (
          <li key={index}>{t(key, values as never)}</li>
        ))}
      </ul>
    </div>
  )
}
