import { useCallback, useEffect, useMemo, useState } from 'react'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { isApiError } from '@/lib/api/api-error'
import { loadCredentials } from '@/lib/api/credentials'
import { inferColumns } from '@/lib/columns'
import {
  effectiveSorts,
  emptyFilters,
  nextSortState,
  withFilter,
  withSorts,
  type ListQuery,
} from '@/lib/list-query'
import type { ResourceConfig } from '@/resources'
import { DataTable } from './data-table'
import { ActiveFilters } from './data-table-filters'
import { DataTablePager, hasNextPage } from './data-table-pager'
import { ListError, ListSkeleton, QueryRejection } from './list-states'
import { requestQueryFor, resourceListOptions } from './resource-list-options'
import { useLastDefined } from './use-last-defined'
import { useListQuery } from './use-list-query'

const countFormat = new Intl.NumberFormat()

export function ResourceListPage({ resource }: { resource: ResourceConfig }) {
  const baseUrl = loadCredentials()?.baseUrl ?? ''
  const { query, corrections, updateListQuery } = useListQuery(`/${resource.name}`)
  const queryClient = useQueryClient()
  const result = useQuery({
    ...resourceListOptions(resource, query, baseUrl),
    placeholderData: keepPreviousData,
  })
  const { data, error, isPlaceholderData, isFetching } = result
  const lastPage = useLastDefined(data)
  const rejection = isApiError(error) && error.kind === 'rejected-query' ? error : undefined
  // A refused sort or filter keeps the previous rows on screen, dimmed, beside the service's message.
  const page = data ?? (rejection ? lastPage : undefined)
  const sorts = requestQueryFor(resource, query).sorts
  const rows = useMemo(() => page?.rows ?? [], [page])
  const columns = useMemo(() => inferColumns(rows, resource.columns), [rows, resource.columns])
  const showingCurrent = data !== undefined && !isPlaceholderData

  useEffect(() => {
    if (!showingCurrent || !hasNextPage(query, data.rows.length, data.total)) return
    void queryClient.prefetchQuery(
      resourceListOptions(resource, { ...query, page: query.page + 1 }, baseUrl),
    )
  }, [showingCurrent, data, query, queryClient, resource, baseUrl])

  const { defaultSorts } = resource
  const onSort = useCallback(
    (attribute: string, multi: boolean) =>
      updateListQuery((current) =>
        withSorts(current, nextSortState(current.sorts, { attribute, multi }, defaultSorts)),
      ),
    [updateListQuery, defaultSorts],
  )
  const onFilter = useCallback(
    (attribute: string, value: string) =>
      updateListQuery((current) => withFilter(current, attribute, value)),
    [updateListQuery],
  )
  const clearFilters = () =>
    updateListQuery((current) => ({ ...current, filters: emptyFilters(), page: 0 }))
  const removeSort = (attribute: string) =>
    updateListQuery((current) =>
      withSorts(
        current,
        effectiveSorts(current, defaultSorts).filter((sort) => sort.attribute !== attribute),
      ),
    )
  const goToPage = (page: number) => updateListQuery((current) => ({ ...current, page }))
  const setPageSize = (size: number) =>
    updateListQuery((current) => ({
      ...current,
      size,
      page: Math.floor((current.page * current.size) / size),
    }))

  const announcement = showingCurrent
    ? `${resource.title}, page ${query.page + 1}, ${data.rows.length} ${data.rows.length === 1 ? 'row' : 'rows'}`
    : ''

  return (
    <section className="list-page" aria-labelledby="list-title">
      <header className="list-header">
        <h1 id="list-title">{resource.title}</h1>
        {page?.total !== undefined && (
          <span className="list-count">
            {countFormat.format(page.total)}{' '}
            {page.total === 1 ? resource.singular : resource.title.toLowerCase()}
          </span>
        )}
        <div className="list-tools">
          <CopyLinkButton />
        </div>
      </header>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      {corrections.length > 0 && (
        <div className="notice notice-info" role="status">
          <p>This link had parts the console could not use, so they were corrected:</p>
          <ul>
            {corrections.slice(0, 8).map((correction, index) => (
              <li key={index}>{correction}</li>
            ))}
          </ul>
        </div>
      )}
      <ActiveFilters filters={query.filters} onFilter={onFilter} onClearAll={clearFilters} />
      {rejection && (
        <QueryRejection
          error={rejection}
          query={query}
          onRemoveSort={removeSort}
          onRemoveFilter={(attribute) => onFilter(attribute, '')}
        />
      )}
      {error && !rejection && !page && (
        <ListError error={error} onRetry={() => void result.refetch()} retrying={isFetching} />
      )}
      {(page || !error) && (
        <DataTable
          caption={`${resource.title}, page ${query.page + 1}`}
          columns={columns}
          rows={rows}
          sorts={sorts}
          filters={query.filters}
          onSort={onSort}
          onFilter={onFilter}
          stale={!showingCurrent}
          dayAttribute={resource.dayAttribute}
        />
      )}
      {!page && !error && <ListSkeleton label={`Loading ${resource.title.toLowerCase()}…`} />}
      {showingCurrent && data.rows.length === 0 && (
        <EmptyState
          resource={resource}
          query={query}
          onClearFilters={clearFilters}
          onFirstPage={() => goToPage(0)}
        />
      )}
      {page && (
        <DataTablePager
          query={query}
          rowCount={page.rows.length}
          total={page.total}
          placeholder={!showingCurrent}
          onPage={goToPage}
          onSize={setPageSize}
        />
      )}
    </section>
  )
}

interface EmptyStateProps {
  resource: ResourceConfig
  query: ListQuery
  onClearFilters: () => void
  onFirstPage: () => void
}

function EmptyState({ resource, query, onClearFilters, onFirstPage }: EmptyStateProps) {
  const filters = Object.entries(query.filters)
  if (query.page > 0) {
    return (
      <div className="empty-state" role="status">
        <p>Page {query.page + 1} is past the end of the results.</p>
        <button type="button" onClick={onFirstPage}>
          Go to first page
        </button>
      </div>
    )
  }
  if (filters.length > 0) {
    return (
      <div className="empty-state" role="status">
        <p>
          No {resource.title.toLowerCase()} match{' '}
          {filters.map(([attribute, value]) => `${attribute} = "${value}"`).join(' and ')}.
        </p>
        <button type="button" onClick={onClearFilters}>
          Show all {resource.title.toLowerCase()}
        </button>
      </div>
    )
  }
  return (
    <div className="empty-state" role="status">
      <p>There are no {resource.title.toLowerCase()} yet.</p>
    </div>
  )
}

function CopyLinkButton() {
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (copied === 'idle') return
    const timer = setTimeout(() => setCopied('idle'), 2000)
    return () => clearTimeout(timer)
  }, [copied])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href)
      setCopied('copied')
    } catch {
      setCopied('failed')
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        Copy link
      </button>
      <span className="copy-feedback" role="status">
        {copied === 'copied'
          ? 'Link copied'
          : copied === 'failed'
            ? 'Could not copy; copy the address bar instead'
            : ''}
      </span>
    </>
  )
}
