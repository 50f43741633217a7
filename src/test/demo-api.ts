import { afterAll, beforeAll, expect } from 'vitest'
import { startDemoApi, type RunningDemoApi } from '../../demo-api/test-server'
import { ApiError } from '@/lib/api/api-error'

/** The demo API over real HTTP for the tests of one file: started before them, closed after. */
export function demoApiForThisFile(): { readonly current: RunningDemoApi } {
  const api = {} as { current: RunningDemoApi }
  beforeAll(async () => {
    api.current = await startDemoApi()
  })
  afterAll(() => api.current.close())
  return api
}

/** The ApiError a promise fails with; the test fails if it succeeds or fails otherwise. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError)
    return error as ApiError
  }
  throw new Error('expected a failure')
}
