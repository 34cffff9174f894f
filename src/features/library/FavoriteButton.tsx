import { ToggleButton, Tooltip } from '@fluentui/react-components';
import { StarFilled, StarRegular } from '@fluentui/react-icons/svg/star';
import type { LibraryItem } from '@wharf/contract';
import { useFavoriteToggle } from './hooks/useLibrary';

/** The star of an item: pressed when it is on FAVORITES; changes in place. */
export function FavoriteButton({ item }: { item: Pick<LibraryItem, 'id' | 'title' | 'favorite'> }) {
  const { toggle } = useFavoriteToggle();
  const label = item.favorite ? `Remove ${item.title} from favorites` : `Add ${item.title} to favorites`;
  return (
    <Tooltip content={label} relationship="label">
      <ToggleButton
        appearance="subtle"
        size="small"
        checked={item.favorite}
        icon={item.favorite ? <StarFilled /> : <StarRegular />}
        onClick={() => toggle(item.id, !item.favorite)}
      />
    </Tooltip>
  );
}
