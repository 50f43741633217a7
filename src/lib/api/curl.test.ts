import { describe, expect, it } from 'vitest'
import { readableUrl, toCurl } from './curl'

describe('toCurl', () => {
  it('uses placeholders for both keys and turns off curl URL globbing for brackets', () => {
    const command = toCurl(
      'http://localhost:5173/api/bookings?sorting[createdAt]=DESC&pagination[page]=0',
    )
    expect(command).toContain('--globoff')
    expect(command).toContain('"X-Api-Key: $API_KEY"')
    expect(command).toContain('"X-Secret-Key: $SECRET_KEY"')
    expect(command).toContain(
      "'http://localhost:5173/api/bookings?sorting[createdAt]=DESC&pagination[page]=0'",
    )
  })

  it("quotes a URL holding a single quote so the shell can't be broken out of", () => {
    const command = toCurl("http://h/api/products?filters[name]=O'Brien;rm -rf")
    expect(command).toContain(`'http://h/api/products?filters[name]=O'\\''Brien;rm -rf'`)
  })
})

describe('readableUrl', () => {
  it('decodes what it safely can', () => {
    expect(readableUrl('/api/x?filters%5Bcity%5D=S%C3%A3o%20Paulo')).toBe(
      '/api/x?filters[city]=São Paulo',
    )
    expect(readableUrl('/api/x?filters[name]=%E0%A4%A')).toBe('/api/x?filters[name]=%E0%A4%A')
  })
})
