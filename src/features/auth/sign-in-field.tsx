import type { ChangeEvent, Ref } from 'react'

interface SignInFieldProps {
  label: string
  name: string
  defaultValue?: string
  autoComplete: string
  type?: 'text' | 'password'
  ref: Ref<HTMLInputElement>
  invalid: boolean
  /** The message that says what is wrong with the field, when it is invalid. */
  errorId: string
  /** Takes out what must not stay in the value as it is typed or pasted (invisible characters). */
  clean?: (text: string) => string
}

/** Cleans the value in place, the caret kept after what was entered. */
function cleanValue(input: HTMLInputElement, clean: (text: string) => string): void {
  const { value, selectionStart } = input
  const cleaned = clean(value)
  if (cleaned === value) return
  const caret = clean(value.slice(0, selectionStart ?? value.length)).length
  input.value = cleaned
  input.setSelectionRange(caret, caret)
}

/** A labelled text input of the sign-in form; the form reads its value when submitted. */
export function SignInField({
  label,
  name,
  defaultValue,
  autoComplete,
  type = 'text',
  ref,
  invalid,
  errorId,
  clean,
}: SignInFieldProps) {
  return (
    <label>
      {label}
      <input
        ref={ref}
        name={name}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        defaultValue={defaultValue}
        autoComplete={autoComplete}
        spellCheck={false}
        onChange={
          clean && ((event: ChangeEvent<HTMLInputElement>) => cleanValue(event.target, clean))
        }
        required
      />
    </label>
  )
}
