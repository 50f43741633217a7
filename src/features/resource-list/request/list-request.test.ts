import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it } from 'vitest'
import { clearCredentials, saveCredentials } from '@/lib/api/credentials'
import type { ListPage } from '@/lib/api/fetch-list'
import { createListQuery } from '@/lib/list-query'
import { findResource } from '@/resources'
import { demoApiForThisFile } from '@/test/demo-api'
import { listRequestOptions, seededListRequestOptions } from './list-request'

const demoApi = demoApiForThisFile()
afterEach(() => clearCredentials())

function productsOptions() {
  const baseUrl = demoApi.current.url
  saveCredentials({ baseUrl, apiKey: 'demo-key', secretKey: 'demo-secret' }, false)
  return listRequestOptions({
    resource: findResource('products')!,
    baseUrl,
    query: createListQuery(),
  })
}

const earlyPage = { rows: [{ id: 'early' }] } as unknown as ListPage

describe('a list query seeded with the cold-load answer', () => {
  it('takes that answer first, without asking the service', async () => {
    const options = productsOptions()
    const queryClient = new QueryClient()
    const data = await queryClient.fetchQuery(
      seededListRequestOptions(options, Promise.resolve(earlyPage)),
    )
    expect(data).toBe(earlyPage)
  })

  it('asks the service again when that answer failed and the query retries', async () => {
    const options = productsOptions()
    const failed = Promise.reject(new Error('the network dropped'))
    failed.catch(() => undefined)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } })
    await queryClient.prefetchQuery({ ...seededListRequestOptions(options, failed), retry: 1 })
    const state = queryClient.getQueryState(options.queryKey)
    expect(state?.status).toBe('success')
    expect(queryClient.getQueryData<ListPage>(options.queryKey)?.rows.length).toBeGreaterThan(0)
  })

  it('asks the service again on a refetch after that answer', async () => {
    const options = productsOptions()
    const queryClient = new QueryClient()
    const seeded = seededListRequestOptions(options, Promise.resolve(earlyPage))
    await queryClient.fetchQuery(seeded)
    await queryClient.refetchQueries({ queryKey: options.queryKey })
    const data = queryClient.getQueryData<ListPage>(options.queryKey)
    expect(data).not.toBe(earlyPage)
    expect(data?.rows.length).toBeGreaterThan(0)
  })
})
