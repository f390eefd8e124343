import type { FieldProps } from '@rjsf/utils';
import { EntityPicker } from '../EntityPicker/EntityPicker';
import { entityRefValidation } from '../EntityPicker/entityPickerOptions';
import type { FieldExtension } from '../fieldExtensions';

// Spec 001 §5: owners are groups or users, a bare name means a group, free text is allowed.
const ownerDefaults = {
  catalogFilter: [{ kind: ['Group', 'User'] }],
  defaultKind: 'Group',
};

/** An EntityPicker for owners; the template's `ui:options` still override the defaults. */
export function OwnerPicker(props: FieldProps) {
  return <EntityPicker {...props} defaults={ownerDefaults} />;
}

export const ownerPickerExtension: FieldExtension = {
  name: 'OwnerPicker',
  component: OwnerPicker,
  validation: entityRefValidation(ownerDefaults),
};
