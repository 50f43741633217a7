import type { Ref } from 'react'

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
        required
      />
    </label>
  )
}
