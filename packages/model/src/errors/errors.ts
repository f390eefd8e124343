/**
 * The error classes every part of Atrium throws. The server maps each to one HTTP status in one
 * place (server-core's error handler); the web app rebuilds them from the error body.
 */
export class AtriumError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** The request is malformed or a value in it is invalid (400). */
export class InputError extends AtriumError {}
/** The caller could not be identified (401). */
export class AuthenticationError extends AtriumError {}
/** The caller is known but may not do this (403). */
export class NotAllowedError extends AtriumError {}
/** The thing asked for does not exist (404). */
export class NotFoundError extends AtriumError {}
/** The request conflicts with the current state, e.g. a duplicate (409). */
export class ConflictError extends AtriumError {}
/** The client's copy is current (304). */
export class NotModifiedError extends AtriumError {}
/** The operation exists in the API but is not supported here (501). */
export class NotImplementedError extends AtriumError {}
/** A dependency is down or the server is shutting down (503). */
export class ServiceUnavailableError extends AtriumError {}

/** True for anything that looks like an Error: a name and a string message. */
export function isError(value: unknown): value is Error {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { name?: unknown }).name === 'string' &&
    (value as { name: string }).name.length > 0 &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}

/** Turns anything thrown into an Error, keeping the original as the cause. */
export function toError(value: unknown): Error {
  if (isError(value)) return value;
  return new AtriumError(typeof value === 'string' ? value : 'Unknown error', { cause: value });
}
