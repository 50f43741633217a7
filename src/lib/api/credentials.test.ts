// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import {
  clearCredentials,
  loadCredentials,
  resetCredentialsCache,
  saveCredentials,
} from './credentials'

const credentials = { baseUrl: '/api', apiKey: 'k', secretKey: 's' }
const storageKey = 'distribution-console.credentials'

describe('credential storage', () => {
  beforeEach(() => {
    sessionStorage.clear()
    localStorage.clear()
    resetCredentialsCache()
  })

  it('keeps them in sessionStorage by default', () => {
    saveCredentials(credentials, false)
    expect(sessionStorage.getItem(storageKey)).not.toBeNull()
    expect(localStorage.getItem(storageKey)).toBeNull()
    resetCredentialsCache()
    expect(loadCredentials()).toEqual(credentials)
  })

  it('keeps them in localStorage only when remembered', () => {
    saveCredentials(credentials, true)
    expect(localStorage.getItem(storageKey)).not.toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
  })

  it('clears both storages', () => {
    saveCredentials(credentials, true)
    sessionStorage.setItem(storageKey, JSON.stringify(credentials))
    clearCredentials()
    expect(localStorage.getItem(storageKey)).toBeNull()
    expect(sessionStorage.getItem(storageKey)).toBeNull()
    expect(loadCredentials()).toBeNull()
  })

  it.each([
    'not json',
    '{"baseUrl":"/api"}',
    '{"baseUrl":1,"apiKey":"k","secretKey":"s"}',
    '{"baseUrl":"/api","apiKey":"","secretKey":"s"}',
    'null',
  ])('ignores a damaged entry %j', (stored) => {
    sessionStorage.setItem(storageKey, stored)
    expect(loadCredentials()).toBeNull()
  })
})
