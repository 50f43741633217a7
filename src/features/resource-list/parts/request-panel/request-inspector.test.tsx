// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { RequestSummary } from '@/lib/api/fetch-list'
import { RequestInspector } from './request-inspector'

afterEach(cleanup)

const request: RequestSummary = {
  method: 'GET',
  url: '/api/suppliers?pagination[page]=0&pagination[size]=10',
  status: 200,
  durationMs: 12,
  receivedAt: 0,
}

describe('RequestInspector: totals', () => {
  it('shows both totals when the body and a header disagree, the body’s being used', () => {
    render(
      <RequestInspector
        request={{
          ...request,
          totals: { body: 240, header: { name: 'X-Total-Count', total: 250 } },
        }}
        pending={false}
      />,
    )
    expect(
      screen.getByText(
        'Totals disagree: the body says 240, used here; the X-Total-Count header says 250.',
      ),
    ).toBeInTheDocument()
  })

  it('says nothing of totals that agree', () => {
    render(
      <RequestInspector
        request={{
          ...request,
          totals: { body: 240, header: { name: 'Content-Range', total: 240 } },
        }}
        pending={false}
      />,
    )
    expect(screen.queryByText(/Totals disagree/)).not.toBeInTheDocument()
  })
})
