// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { developerToolsKey, readDeveloperTools } from '@/lib/preferences/developer-tools'
import { preferencePrefix } from '@/lib/preferences/preferences'
import { demoApiForThisFile } from '@/test/demo-api'
import { renderApp } from '@/test/render-app'

const demoApi = demoApiForThisFile()
const root = document.documentElement
afterEach(() => {
  cleanup()
  localStorage.clear()
  delete root.dataset.developerTools
})

describe('"Developer"', () => {
  it('shows the developer tools until pressed, and remembers that on this device', async () => {
    const user = userEvent.setup()
    renderApp('/products', demoApi.current.url)
    const toggle = screen.getByRole('button', { name: 'Developer' })
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(root).not.toHaveAttribute('data-developer-tools')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(root).toHaveAttribute('data-developer-tools', 'hidden')
    expect(readDeveloperTools()).toBe('hidden')
    // What the page's first script reads, before any code has run (index.html).
    expect(localStorage.getItem(preferencePrefix + developerToolsKey)).toBe('"hidden"')

    await user.click(toggle)
    expect(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(root).not.toHaveAttribute('data-developer-tools')
  })

  it('follows a choice made in another tab', () => {
    renderApp('/products', demoApi.current.url)
    const key = preferencePrefix + developerToolsKey
    act(() => {
      localStorage.setItem(key, '"hidden"')
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: '"hidden"' }))
    })
    expect(screen.getByRole('button', { name: 'Developer' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    expect(root).toHaveAttribute('data-developer-tools', 'hidden')
  })

  it('reads anything else stored as shown', () => {
    localStorage.setItem(preferencePrefix + developerToolsKey, '{"hidden":true}')
    renderApp('/products', demoApi.current.url)
    expect(screen.getByRole('button', { name: 'Developer' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })
})
