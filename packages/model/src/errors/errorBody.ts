/** The JSON body of every non-OK response (DESIGN.md "Errors"), the same shape Backstage answers. */
export interface ErrorBody {
  error: { name: string; message: string; stack?: string };
  request?: { method: string; url: string };
  response: { statusCode: number };
}

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Partial<ErrorBody>;
  return (
    typeof body.error?.name === 'string' &&
    typeof body.error?.message === 'string' &&
    typeof body.response?.statusCode === 'number'
  );
}
