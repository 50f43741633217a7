// Beside "Export CSV": how the file is headed. Labels in words by default, as the table shows
// them; "Attribute names as headers" writes the service's names instead (for a script or an
// import that expects them). The choice is remembered on this device.
import { Disclosure } from '@/components/ui/disclosure'
import { usePreference } from '@/hooks/use-preferences'
import type { CsvHeaders } from '@/lib/export/csv'

const csvHeadersKey = 'export.headers'
const parseCsvHeaders = (value: unknown): CsvHeaders | undefined =>
  value === 'attributes' || value === 'labels' ? value : undefined

export function useCsvHeaders() {
  return usePreference<CsvHeaders>(csvHeadersKey, parseCsvHeaders, 'labels')
}

export function ExportOptions() {
  const [headers, setHeaders] = useCsvHeaders()
  return (
    <Disclosure label="▾" buttonName="Export options">
      <div className="export-options">
        <label>
          <input
            type="checkbox"
            checked={headers === 'attributes'}
            onChange={(event) => setHeaders(event.target.checked ? 'attributes' : undefined)}
          />
          Attribute names as headers
        </label>
        <p className="muted">
          {headers === 'attributes'
            ? 'Columns are headed createdAt, customer.name…'
            : 'Columns are headed as on screen: Created at, Customer name…'}
        </p>
      </div>
    </Disclosure>
  )
}
