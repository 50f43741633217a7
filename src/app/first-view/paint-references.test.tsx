// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { createListQuery } from '@/lib/list-query'
import { listRequestOptions, sendListRequest } from '@/features/resource-list/request/list-request'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import { readColumnValue } from '@/lib/columns/columns'
import { readColumnLayout } from '@/lib/preferences/display-preferences'
import { findResource } from '@/resources'
import { demoApiForThisFile } from '@/test/demo-api'
import { firstViewOf } from './first-view'
import { paint } from './paint-dom'

// The painted first view is compared with React's first render in paint-first-view.test.tsx;
// here, what it paints of records that name other records.
const demoApi = demoApiForThisFile()
afterEach(() => {
  localStorage.clear()
  clearCredentials()
})

describe('the first view painted before React', () => {
  it.each([
    ['/bookings', 'productId', '/products/'],
    ['/products', 'supplier.id', '/suppliers/'],
  ])('paints %s with each %s a link to that record, named after its id', async (path, id, to) => {
    const baseUrl = demoApi.current.url
    saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
    const resource = findResource(path.slice(1))!
    const page = await sendListRequest(
      listRequestOptions({ resource, baseUrl, query: createListQuery() }),
    )
    const view = firstViewOf({
      resource,
      pathname: path,
      search: '',
      page,
      layout: readColumnLayout(resource.name),
      timeZone: 'local',
      recentResources: [],
      developerTools: 'shown',
      viewportWidth: window.innerWidth,
    })
    const links = [...(paint(view!) as HTMLElement).querySelectorAll('td a.reference-link')]
    const ids = page.rows.map((row) => readColumnValue(row, id))
    expect(links.map((link) => link.textContent)).toEqual(ids)
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids.map((one) => `${to}${one}`))
  })
})
