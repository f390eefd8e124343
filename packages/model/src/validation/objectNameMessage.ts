/** What users are told when a name breaks `isValidObjectName`; exact wording of spec 001 §5. */
export const OBJECT_NAME_MESSAGE =
  'Must start and end with an alphanumeric character, and contain only alphanumeric characters, hyphens, underscores, and periods. Maximum length is 63 characters.';
