// @vitest-environment jsdom
import { readFileSync } from 'node:fs'
import { cleanup, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { developerToolsKey } from '@/lib/preferences/developer-tools'
import { preferencePrefix, writePreference } from '@/lib/preferences/preferences'
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

describe("index.html's first script", () => {
  const firstScript = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!

  it('marks the page when the developer tools are hidden on this device, as the app does', () => {
    writePreference(developerToolsKey, 'hidden')
    new Function(firstScript)()
    expect(root).toHaveAttribute('data-developer-tools', 'hidden')
  })

  it('leaves the page unmarked when they are shown', () => {
    writePreference(developerToolsKey, 'shown')
    new Function(firstScript)()
    expect(root).not.toHaveAttribute('data-developer-tools')
  })
})
