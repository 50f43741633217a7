// Beside "Export CSV": how the file is headed. Labels in words by default, as the table shows
// them; "Attribute names as headers" writes the service's names instead (for a script or an
// import that expects them). The choice is remembered on this device.
import '@/i18n/messages/en/export'
import { useT } from '@/i18n/use-language'
import { Disclosure } from '@/components/ui/disclosure'
import { usePreference } from '@/hooks/use-preferences'
import type { CsvHeaders } from '@/lib/export/csv'
import { toolbarLabels } from '../../view-model/list-page-view'

const csvHeadersKey = 'export.headers'
const parseCsvHeaders = (value: unknown): CsvHeaders | undefined =>
  value === 'attributes' || value === 'labels' ? value : undefined

export function useCsvHeaders() {
  return usePreference<CsvHeaders>(csvHeadersKey, parseCsvHeaders, 'labels')
}

export function ExportOptions() {
  const t = useT()
  const [headers, setHeaders] = useCsvHeaders()
  return (
    <Disclosure label={toolbarLabels().exportOptions} buttonName={t('export.options')}>
      <div className="export-options">
        <label>
          <input
            type="checkbox"
            checked={headers === 'attributes'}
            onChange={(event) => setHeaders(event.target.checked ? 'attributes' : undefined)}
          />
          {t('export.byAttributes')}
        </label>
        <p className="muted">
          {t(headers === 'attributes' ? 'export.headedByAttributes' : 'export.headedByLabels')}
        </p>
      </div>
    </Disclosure>
  )
}
