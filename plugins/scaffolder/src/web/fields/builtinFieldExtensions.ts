import { entityNamePickerExtension } from './EntityNamePicker/EntityNamePicker';
import { entityPickerExtension } from './EntityPicker/EntityPicker';
import { entityTagsPickerExtension } from './EntityTagsPicker/EntityTagsPicker';
import type { FieldExtension } from './fieldExtensions';
import { multiEntityPickerExtension } from './MultiEntityPicker/MultiEntityPicker';
import { myGroupsPickerExtension } from './MyGroupsPicker/MyGroupsPicker';
import { ownerPickerExtension } from './OwnerPicker/OwnerPicker';
import { repoBranchPickerExtension } from './RepoBranchPicker/RepoBranchPicker';
import { repoUrlPickerExtension } from './RepoUrlPicker/RepoUrlPicker';
import { secretFieldExtension } from './Secret/SecretField';

/** The field extensions every wizard knows; an app adds its own after these. */
export const builtinFieldExtensions: readonly FieldExtension[] = [
  entityPickerExtension,
  multiEntityPickerExtension,
  ownerPickerExtension,
  myGroupsPickerExtension,
  entityNamePickerExtension,
  entityTagsPickerExtension,
  repoUrlPickerExtension,
  repoBranchPickerExtension,
  secretFieldExtension,
];
