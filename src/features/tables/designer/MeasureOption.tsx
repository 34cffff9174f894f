import { Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { useId } from 'react';
import type { MeasureChoice } from '../../../design/catalogue';

const useStyles = makeStyles({
  option: { display: 'flex', flexDirection: 'column' },
  definition: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    // Under the label's text, past the checkbox.
    paddingLeft: `calc(${tokens.spacingHorizontalS} + 16px + ${tokens.spacingHorizontalS})`,
    paddingBottom: tokens.spacingVerticalXS,
  },
});

interface MeasureOptionProps {
  choice: MeasureChoice;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A measure offered like a column: its name to tick, its definition in plain words beneath (its description). */
export function MeasureOption({ choice, checked, onChange }: MeasureOptionProps) {
  const styles = useStyles();
  const definitionId = useId();
  return (
    <div className={styles.option}>
      <Checkbox
        label={choice.label}
        checked={checked}
        aria-describedby={definitionId}
        onChange={(_, data) => onChange(data.checked === true)}
      />
      <Caption1 id={definitionId} className={styles.definition}>
        {choice.definition}
      </Caption1>
    </div>
  );
}
