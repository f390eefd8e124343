import { useApiClient } from '@atrium/web-core';
import { useQuery } from '@tanstack/react-query';
import { pickerEntitiesQueryOptions } from '../../api/templatesQueries';
import { useDebouncedValue } from '../useDebouncedValue';
import type { EntityPickerOptions } from './entityPickerOptions';

/** Spec 001 §9: pickers page by 20 and wait 250 ms after typing before asking the catalog. */
export const PICKER_PAGE_SIZE = 20;
export const PICKER_DEBOUNCE_MS = 250;

/** The catalog entities the picker offers for what is typed; failures give an empty list. */
export function useEntityCandidates(options: EntityPickerOptions, text: string) {
  const api = useApiClient();
  const term = useDebouncedValue(text, PICKER_DEBOUNCE_MS);
  return useQuery({
    ...pickerEntitiesQueryOptions(api, {
      filter: options.catalogFilter,
      fullTextTerm: term,
      limit: PICKER_PAGE_SIZE,
    }),
    placeholderData: previous => previous,
  });
}
