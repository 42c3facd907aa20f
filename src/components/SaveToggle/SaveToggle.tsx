import * as React from 'react';
import { Icon } from '../Icon/Icon';
import type { SavedRef } from '../../lib/saved-items';
import { useSavedItems } from '../../saved/SavedItemsProvider';
import * as styles from './SaveToggle.css';

interface SaveToggleProps {
  /** kind: 'shop' | 'brand' | 'listing'; id: the pipeline's id (the node's `key`); name as shown. */
  item: SavedRef;
  className?: string;
}

/**
 * Save a shop, brand or listing to come back to. Works for everyone on the
 * device; a signed-in visitor's list also follows the account.
 */
export function SaveToggle({ item, className }: SaveToggleProps) {
  const saved = useSavedItems();
  const pressed = saved.isSaved(item);
  const label = pressed ? `Remove ${item.name} from saved` : `Save ${item.name}`;
  return (
    <button
      type="button"
      className={className ? `${styles.root} ${className}` : styles.root}
      aria-pressed={pressed}
      // Until the device's list is read, pressing could not say what it did; it waits instead.
      disabled={!saved.ready}
      aria-label={label}
      title={label}
      onClick={(event) => {
        // Cards are often links as a whole: saving must not follow them.
        event.preventDefault();
        event.stopPropagation();
        saved.toggle(item);
      }}
    >
      <Icon name="bookmark" size={22} filled={pressed} />
    </button>
  );
}
