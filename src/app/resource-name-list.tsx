// The part of "Open resource" that offers names, fetched once the field is first focused: the
// names to offer and the list itself (under the field).
import '@/i18n/messages/en/nav'
import { useT } from '@/i18n/use-language'
import { resourceLabel } from '@/lib/columns/column-labels'

export { suggestResourceNames } from '@/lib/resource-suggestions'

interface ResourceNameListProps {
  id: string
  names: readonly string[]
  active: number
  onPick: (name: string) => void
}

export function ResourceNameList({ id, names, active, onPick }: ResourceNameListProps) {
  const t = useT()
  return (
    <ul id={id} role="listbox" aria-label={t('nav.knownResources')} className="resource-names">
      {names.map((name, index) => (
        <li
          key={name}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          title={name}
          // Keeps the focus in the input, which closes the list when it loses it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(name)}
        >
          {resourceLabel(name)}
        </li>
      ))}
    </ul>
  )
}
