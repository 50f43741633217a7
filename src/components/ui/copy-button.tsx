import { useEffect, useState } from 'react'
import '@/i18n/messages/en/toolbar'
import { useT } from '@/i18n/use-language'
import { Message, useInMessageArea } from './message-area'

export interface CopyButtonProps {
  label: string
  /** Read at click time, so the copy is of what is current then. */
  text: () => string
  copiedMessage: string
  /** "Could not copy; your browser did not allow it" by default. */
  failedMessage?: string
}

/**
 * A button that copies text to the clipboard and says, for a moment, whether it worked: in the
 * message area around it when there is one, else beside it.
 */
export function CopyButton({ label, text, copiedMessage, failedMessage }: CopyButtonProps) {
  const t = useT()
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle')
  const inMessageArea = useInMessageArea()
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
  const failed = failedMessage ?? t('toolbar.copyRefused')
  const message = outcome === 'copied' ? copiedMessage : outcome === 'failed' ? failed : ''
  return (
    <>
      <button type="button" onClick={() => void copy()}>
        {label}
      </button>
      {inMessageArea ? (
        message && <Message kind={outcome === 'failed' ? 'alert' : 'status'}>{message}</Message>
      ) : (
        <span className="copy-feedback" role="status">
          {message}
        </span>
      )}
    </>
  )
}
