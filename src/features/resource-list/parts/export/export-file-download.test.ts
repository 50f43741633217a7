// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest'
import { downloadFile } from './export-file'

afterEach(() => vi.restoreAllMocks())

it('writes a UTF-8 byte order mark before the CSV, so spreadsheets read München and Αθήνα', async () => {
  const blobs: Blob[] = []
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    blobs.push(blob as Blob)
    return 'blob:export'
  }
  URL.revokeObjectURL = () => undefined
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)

  downloadFile('city\r\nMünchen\r\nΑθήνα', 'bookings 2026-11-28.csv')

  expect(clicked).toHaveBeenCalledOnce()
  expect(clicked.mock.contexts[0]).toMatchObject({ download: 'bookings 2026-11-28.csv' })
  const bytes = new Uint8Array(await blobs[0]!.arrayBuffer())
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
    '\uFEFFcity\r\nMünchen\r\nΑθήνα',
  )
})
