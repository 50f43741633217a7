import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parseAddHeaders, securityHeadersFile } from './security-headers-plugin'

describe('parseAddHeaders', () => {
  it('reads every header of deploy/security-headers.conf', () => {
    const headers = parseAddHeaders(readFileSync(securityHeadersFile, 'utf8'))
    expect([...headers.keys()]).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
      'Permissions-Policy',
    ])
    expect(headers.get('Content-Security-Policy')).toContain("frame-ancestors 'none'")
    expect(headers.get('X-Content-Type-Options')).toBe('nosniff')
  })

  it('skips comments and directives other than add_header', () => {
    const conf = '# add_header X-Not "a comment";\nexpires 1d;\n  add_header X-One "1" always;\n'
    expect(Object.fromEntries(parseAddHeaders(conf))).toEqual({ 'X-One': '1' })
  })
})
