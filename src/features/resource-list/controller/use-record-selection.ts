// Which row is selected (j/k, arrows, a click) and which record's details are open (from the URL).
// While details are open they follow the selection, as the selection follows a record opened.
import { useCallback, useState } from 'react'
import { useNavigate, useParams } from 'react-router-dom'
import type { ListRecord } from '@/lib/api/normalize-list-response'
import { recordId, recordOnPage, type ListProgress } from '@/lib/api/list-rows'

interface RecordSelectionInput {
  listPath: string
  search: string
  rows: readonly ListRecord[]
  /** Whether the rows are the current view's, or it is still loading, or it failed. */
  progress: ListProgress
}

export interface RecordSelection {
  /** The id in the URL whose details are open. */
  openRecordId: string | undefined
  /** The open record on the page shown: undefined while that page loads, null when not on it. */
  openRecord: ListRecord | null | undefined
  selectedIndex: number | undefined
  openRow: (id: string) => void
  closeDetails: () => void
  /** Selects the row at `index`; returns its id. */
  selectRow: (index: number) => string | undefined
  /** Moves the selection by `offset` rows; returns the id selected. */
  moveSelection: (offset: number) => string | undefined
  openSelection: () => void
  /** Goes to another page of the console (a link to another record's details), without a reload. */
  followLink: (path: string) => void
}

export function useRecordSelection({
  listPath,
  search,
  rows,
  progress,
}: RecordSelectionInput): RecordSelection {
  const navigate = useNavigate()
  const { recordId: openRecordId } = useParams()
  const [picked, setPicked] = useState<{ search: string; id: string } | undefined>(() =>
    openRecordId === undefined ? undefined : { search, id: openRecordId },
  )
  // A record opened otherwise than by the selection (a link, the history) becomes the selection.
  const [followedOpen, setFollowedOpen] = useState(openRecordId)
  if (openRecordId !== followedOpen) {
    setFollowedOpen(openRecordId)
    if (openRecordId !== undefined && openRecordId !== picked?.id)
      setPicked({ search, id: openRecordId })
  }
  // A pick belongs to the view it was made in.
  const pickedId = picked?.search === search ? picked.id : undefined
  const pickedIndex =
    pickedId === undefined ? -1 : rows.findIndex((row) => recordId(row) === pickedId)
  const selectedIndex = pickedIndex === -1 ? undefined : pickedIndex
  const query = search ? `?${search}` : ''
  const recordPath = useCallback(
    (id: string) => `${listPath}/${encodeURIComponent(id)}${query}`,
    [listPath, query],
  )

  const detailsOpen = openRecordId !== undefined
  const openRow = useCallback(
    (id: string) => {
      setPicked({ search, id })
      // Open details show another record in place: Back goes to the list, not through each one.
      void navigate(recordPath(id), { replace: detailsOpen })
    },
    [navigate, recordPath, search, detailsOpen],
  )
  const followLink = useCallback((path: string) => void navigate(path), [navigate])
  const closeDetails = () => void navigate(`${listPath}${query}`)
  /** Selects a row; open details follow it (in place, not as a new history entry). */
  const selectRow = (index: number): string | undefined => {
    const row = rows[index]
    const id = row && recordId(row)
    if (id === undefined) return undefined
    if (id !== pickedId) setPicked({ search, id })
    if (detailsOpen && id !== openRecordId) void navigate(recordPath(id), { replace: true })
    return id
  }
  /** Moves the selection and returns the id of the row now selected, for the page to focus. */
  const moveSelection = (offset: number): string | undefined => {
    if (rows.length === 0) return undefined
    const index = Math.min(rows.length - 1, Math.max(0, (selectedIndex ?? -1) + offset))
    return selectRow(index)
  }
  const openSelection = () => {
    const row = selectedIndex === undefined ? undefined : rows[selectedIndex]
    const id = row && recordId(row)
    if (id) openRow(id)
  }
  // The record on the page the URL selects: undefined while it loads, null when it is not on it
  // or the list failed, so that it is looked up by id and the details end either way.
  const openRecord =
    openRecordId === undefined ? undefined : recordOnPage(openRecordId, rows, progress)

  return {
    openRecordId,
    openRecord,
    selectedIndex,
    openRow,
    closeDetails,
    selectRow,
    moveSelection,
    openSelection,
    followLink,
  }
}
