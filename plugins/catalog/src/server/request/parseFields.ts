/** `fields=kind,metadata.name` (repeatable) → the list of paths to keep; undefined keeps all. */
export function parseFields(param: string | string[] | undefined): string[] | undefined {
  const all = (Array.isArray(param) ? param : param === undefined ? [] : [param])
    .flatMap(p => p.split(','))
    .map(p => p.trim())
    .filter(p => p !== '');
  return all.length > 0 ? [...new Set(all)] : undefined;
}
