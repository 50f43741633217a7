export function ListSkeleton({ label }: { label: string }) {
  return (
    <div className="list-skeleton" role="status">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 8 }, (_, index) => (
        <div key={index} className="skeleton-line" aria-hidden="true" />
      ))}
    </div>
  )
}

/**
 * Holds the toolbar's place until it loads, so that the rows below do not move when it arrives.
 * Mirrors list-toolbar.tsx; the e2e test "rows stay in place…" fails if the two drift apart.
 */
export function ToolbarPlaceholder() {
  return (
    <div className="list-tools list-tools-placeholder" aria-hidden="true" inert>
      <span className="refresh">
        <button type="button" tabIndex={-1}>
          Refresh
        </button>
      </span>
      <label className="utc-toggle">
        <input type="checkbox" tabIndex={-1} />
        UTC times
      </label>
      {['Saved views', 'Columns', 'Export CSV', '▾', 'Copy link'].map((label) => (
        <button key={label} type="button" tabIndex={-1}>
          {label}
        </button>
      ))}
    </div>
  )
}

/**
 * Holds the place of "Go to date" until it loads. Mirrors go-to-date.tsx; the e2e test "rows stay
 * in place…" fails if the two drift apart.
 */
export function GoToDatePlaceholder() {
  return (
    <div className="go-to-date" aria-hidden="true" inert>
      <label>Go to date</label>
      <input type="date" tabIndex={-1} />
      <button type="button" tabIndex={-1}>
        Previous day
      </button>
      <button type="button" tabIndex={-1}>
        Next day
      </button>
      <span className="go-to-date-status" />
    </div>
  )
}
