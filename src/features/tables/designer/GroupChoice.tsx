import { Checkbox } from '@fluentui/react-components';
import { useId } from 'react';
import type { NamedRef } from './designTotals';
import { usePanelStyles } from './styles';

/** A labelled group of checkboxes choosing some of the design's group-by columns. */
export function GroupChoice({
  label,
  groups,
  chosen,
  onChange,
}: {
  label: string;
  groups: readonly NamedRef[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const styles = usePanelStyles();
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className={styles.list}>
      <span id={labelId}>{label}</span>
      {groups.map((group) => (
        <Checkbox
          key={group.ref}
          label={group.name}
          checked={chosen.includes(group.ref)}
          onChange={(_, data) =>
            onChange(
              data.checked === true
                ? groups.map((g) => g.ref).filter((ref) => ref === group.ref || chosen.includes(ref))
                : chosen.filter((ref) => ref !== group.ref),
            )
          }
        />
      ))}
    </div>
  );
}
