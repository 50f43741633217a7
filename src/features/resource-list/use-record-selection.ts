// Which row is picked (j/k) and which record's details are open (from the URL).
import { useCallback, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId } from '@/lib/api/list-rows'

interface RecordSelectionInput {
  listPath: string
  search: string
  rows: readonly ListRecord[]
  showingCurrent: boolean
}

export function useRecordSelection({
  listPath,
  search,
  rows,
  showingCurrent,
}: RecordSelectionInput) {
  const navigate = useNavigate()
  const { recordId: openRecordId } = useParams()
  const [picked, setPicked] = useState<{ search: string; index: number }>()
  // A pick belongs to the view it was made in.
  const selectedIndex = picked?.search === search ? picked.index : undefined
  const query = search ? `?${search}` : ''

  const openRow = useCallback(
    (id: string) => void navigate(`${listPath}/${encodeURIComponent(id)}${query}`),
    [navigate, listPath, query],
  )
  const closeDetails = () => void navigate(`${listPath}${query}`)
  /** Moves the pick and returns the id of the row now picked, for the page to focus. */
  const moveSelection = (offset: 1 | -1): string | undefined => {
    if (rows.length === 0) return undefined
    const index = Math.min(rows.length - 1, Math.max(0, (selectedIndex ?? -1) + offset))
    setPicked({ search, index })
    const row = rows[index]
    return row && recordId(row)
  }
  const openSelection = () => {
    const row = selectedIndex === undefined ? undefined : rows[selectedIndex]
    const id = row && recordId(row)
    if (id) openRow(id)
  }
  // The record on the page the URL selects: undefined while it loads, null when not on it.
  const openRecord =
    openRecordId === undefined || !showingCurrent
      ? undefined
      : (rows.find((row) => recordId(row) === openRecordId) ?? null)

  return {
    openRecordId,
    openRecord,
    selectedIndex,
    openRow,
    closeDetails,
    moveSelection,
    openSelection,
  }
}
