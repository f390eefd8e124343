import { GLOBAL_CLASSES } from '../../styles/globalClasses';

export interface TagListProps {
  tags: readonly string[];
  /** Names the list for assistive technology, e.g. 'Tags'. */
  label?: string;
}

/** Tags as small chips: a plain list with the app's tag classes (tables show many). */
export function TagList({ tags, label }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={GLOBAL_CLASSES.tags} aria-label={label}>
      {tags.map(tag => (
        <li key={tag} className={GLOBAL_CLASSES.tag}>
          {tag}
        </li>
      ))}
    </ul>
  );
}
