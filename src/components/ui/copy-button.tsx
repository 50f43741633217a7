import { useEffect, useState } from 'react'

interface CopyButtonProps {
  label: string
  /** Read at click time, so the copy is of what is current then. */
  text: () => string
  copiedMessage: string
  failedMessage?: string
}

/** A button that copies text to the clipboard and says, for a moment, whether it worked. */
export function CopyButton({
  label,
  text,
  copiedMessage,
  failedMessage = 'Could not copy; your browser did not allow it',
}: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle')
  useEffect(() => {
    if (outcome === 'idle') return
    const timer = setTimeout(() => setOutcome('idle'), 2500)
    return () => clearTimeout(timer)
  }, [outcome])
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      setOutcome('copied')
    } catch {
      setOutcome('failed')
    }
  }
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      <span className="copy-feedback" role="status">
        {outcome === 'copied' ? copiedMessage : outcome === 'failed' ? failedMessage : ''}
      </span>
    </>
  )
}
