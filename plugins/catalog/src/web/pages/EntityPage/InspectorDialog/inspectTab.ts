export const INSPECT_TABS = ['overview', 'ancestry', 'colocated', 'json', 'yaml'] as const;

export type InspectTab = (typeof INSPECT_TABS)[number];

/** Spec 001 §2: the `inspect` value selects the tab; anything else opens the overview. */
export function parseInspectTab(value: string | null | undefined): InspectTab {
  return INSPECT_TABS.find(tab => tab === value) ?? 'overview';
}
