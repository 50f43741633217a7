// Signing in as a mutation: one verification request (lib/api/verify-credentials.ts); when the
// keys pass, a new session starts from an empty cache and the credentials are stored.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { saveCredentials, type Credentials } from '@/lib/api/credentials'
import { verifyCredentials } from '@/lib/api/verify-credentials'
import { describeVerification, type SignInFailure } from './sign-in-failure'

export interface SignInRequest {
  credentials: Credentials
  remember: boolean
}

/** Thrown for keys that did not pass: never an ApiError, so no session ends because of it. */
export class SignInError extends Error {
  override readonly name = 'SignInError'
  readonly failure: SignInFailure

  constructor(failure: SignInFailure) {
    super(failure.message)
    this.failure = failure
  }
}

export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation<void, SignInError, SignInRequest>({
    mutationFn: async ({ credentials }) => {
      const result = await verifyCredentials(credentials)
      if (result.outcome === 'passed') return
      throw new SignInError(describeVerification(result, credentials, window.location.origin))
    },
    onSuccess: (_, { credentials, remember }) => {
      // Nothing of another key pair's answers carries over.
      queryClient.clear()
      saveCredentials(credentials, remember)
    },
  })
}
