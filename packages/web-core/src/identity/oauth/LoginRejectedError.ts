/**
 * The user turned a sign-in down: closed its popup, or rejected the login request. Nothing to
 * report to them, unlike a provider's failure (spec 000 §8 "Sign-in").
 */
export class LoginRejectedError extends Error {
  override readonly name = 'LoginRejectedError';
}

export function isLoginRejected(error: unknown): boolean {
  return error instanceof Error && error.name === 'LoginRejectedError';
}
