import '@/i18n/messages/en/groups'
import { useT } from '@/i18n/use-language'

/** Said where a link's corrections are (parts/states/link-corrections.tsx). */
export function DroppedGroupNote({ attribute }: { attribute: string }) {
  const t = useT()
  return (
    <div className="notice notice-info" role="status">
      <p>{t('groups.dropped', { attribute: attribute.slice(0, 40) })}</p>
    </div>
  )
}
