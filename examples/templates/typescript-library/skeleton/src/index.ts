/** What `${{ values.packageName }}` offers; replace this with the library's first real export. */
export function describeLibrary(): { name: string; maintainedBy: string } {
  return { name: '${{ values.packageName }}', maintainedBy: '${{ values.owner }}' };
}
