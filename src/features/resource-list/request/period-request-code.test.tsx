// @vitest-environment jsdom
// A period's code comes on demand: after a new version is published, an open tab may ask for a
// chunk that no longer exists and never hear back. The view ends in a message with Reload.
import { cleanup, render, screen } from '@testing-library/react'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, expect, it, vi } from 'vitest'
import { CodeLoadError, codeLoadLimitMs } from '@/lib/load-code'
import { parseListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { viewRequestOptions } from './period-request'
import { ListError } from '../parts/states/list-error'

// The period's module, asked for from a server that never answers.
vi.mock('./read-period', () => new Promise(() => undefined))

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

it('ends a period whose code never arrives in a CodeLoadError when the time is up', async () => {
  vi.useFakeTimers()
  const options = viewRequestOptions(
    new QueryClient(),
    {
      resource: findResource('bookings')!,
      baseUrl: 'https://service.example',
      query: parseListQuery('?from=2026-11-20&to=2026-11-21').query,
    },
    'utc',
  )
  const seen: { error?: unknown } = {}
  options.queryFn({}).catch((error: unknown) => (seen.error = error))
  await vi.advanceTimersByTimeAsync(codeLoadLimitMs - 1)
  expect(seen.error).toBeUndefined()
  await vi.advanceTimersByTimeAsync(1)
  expect(seen.error).toBeInstanceOf(CodeLoadError)
})

it('shows a view whose code did not arrive as a message with Reload, not Retry', () => {
  render(
    <ListError
      error={new CodeLoadError('Code not loaded')}
      isFetching={false}
      retry={() => undefined}
    />,
  )
  expect(screen.getByRole('alert')).toHaveTextContent(/^This page could not be loaded/)
  expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument()
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
})
