import { createContext, use, useEffect, useState, type ReactNode } from 'react'
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
  className?: string
}

interface Feedback {
  message: string
  failed: boolean
}

/** Long enough to be read, also by someone who looked away to paste (WCAG 2.2.1's spirit). */
const feedbackShownMs = 5000
const SharedFeedback = createContext<((feedback: Feedback) => void) | undefined>(undefined)

function useFeedback() {
  const [feedback, setFeedback] = useState<Feedback>()
  useEffect(() => {
    if (!feedback) return
    const timer = setTimeout(() => setFeedback(undefined), feedbackShownMs)
    return () => clearTimeout(timer)
  }, [feedback])
  return [feedback, setFeedback] as const
}

/**
 * The copy buttons inside share one line under them for what they say: the latest copy's word
 * replaces the one before, instead of drawing over it.
 */
export function CopyButtonGroup({
  className,
  children,
}: {
  className: string
  children: ReactNode
}) {
  const [feedback, show] = useFeedback()
  return (
    <div className={className}>
      <SharedFeedback value={show}>{children}</SharedFeedback>
      <span className="copy-feedback" role="status">
        {feedback?.message}
      </span>
    </div>
  )
}

/**
 * A button that copies text to the clipboard and says, for a moment, whether it worked: in the
 * message area or the button group around it when there is one, else beside it.
 */
export function CopyButton({
  label,
  text,
  copiedMessage,
  failedMessage,
  className,
}: CopyButtonProps) {
  const t = useT()
  const [ownFeedback, showOwn] = useFeedback()
  const showShared = use(SharedFeedback)
  const inMessageArea = useInMessageArea()
  const show = showShared ?? showOwn
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text())
      show({ message: copiedMessage, failed: false })
    } catch {
      show({ message: failedMessage ?? t('toolbar.copyRefused'), failed: true })
    }
  }
  const button = (
    <button type="button" className={className} onClick={() => void copy()}>
      {label}
    </button>
  )
  if (showShared) return button
  return (
    <>
      {button}
      {inMessageArea ? (
        ownFeedback && (
          <Message kind={ownFeedback.failed ? 'alert' : 'status'}>{ownFeedback.message}</Message>
        )
      ) : (
        <span className="copy-feedback" role="status">
          {ownFeedback?.message}
        </span>
      )}
    </>
  )
}
