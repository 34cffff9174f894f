import {
  Button,
  Caption1,
  Checkbox,
  Field,
  Input,
  makeStyles,
  Spinner,
  tokens,
} from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useId } from 'react';

const useStyles = makeStyles({
  pane: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  results: {
    display: 'flex',
    flexDirection: 'column',
    margin: 0,
    padding: tokens.spacingHorizontalXS,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    minWidth: 0,
  },
  muted: { color: tokens.colorNeutralForeground2 },
  option: { display: 'flex', flexDirection: 'column' },
  description: {
    color: tokens.colorNeutralForeground2,
    overflowWrap: 'anywhere',
    // Under the label's text, past the checkbox.
    paddingLeft: `calc(${tokens.spacingHorizontalS} + 16px + ${tokens.spacingHorizontalS})`,
    paddingBottom: tokens.spacingVerticalXS,
  },
  actions: {
    position: 'sticky',
    bottom: 0,
    paddingTop: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
  },
});

/** A full-pane search: the box, what it found as a multi-select list, and the one action on the choice. */
export interface SearchPaneProps {
  label: string;
  search: string;
  onSearch: (search: string) => void;
  /** A description (a measure's definition) is shown under its label and read as the option's description. */
  options: readonly { value: string; label: string; description?: string }[];
  chosen: readonly string[];
  onChosen: (chosen: string[]) => void;
  status: string;
  busy: boolean;
  action: string;
  onAction: () => void;
}

/** A full-pane search: the box, what it found as a multi-select list, and the one action on the choice. */
export function SearchPane({
  label,
  search,
  onSearch,
  options,
  chosen,
  onChosen,
  status,
  busy,
  action,
  onAction,
}: SearchPaneProps) {
  const styles = useStyles();
  const legendId = useId();
  return (
    <div className={styles.pane}>
      <Field label={label}>
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_, data) => onSearch(data.value)}
        />
      </Field>
      <div aria-live="polite">
        {busy ? (
          <Spinner size="extra-tiny" label="Searching…" />
        ) : (
          <Caption1 className={styles.muted}>{status}</Caption1>
        )}
      </div>
      {options.length > 0 ? (
        <fieldset className={styles.results} aria-labelledby={legendId}>
          <legend id={legendId} className={styles.muted}>
            Results
          </legend>
          {options.map((option, index) => (
            <div key={option.value} className={styles.option}>
              <Checkbox
                label={option.label}
                checked={chosen.includes(option.value)}
                aria-describedby={option.description ? `${legendId}-${index}` : undefined}
                onChange={(_, data) =>
                  onChosen(
                    data.checked === true
                      ? [...chosen, option.value]
                      : chosen.filter((value) => value !== option.value),
                  )
                }
              />
              {option.description ? (
                <Caption1 id={`${legendId}-${index}`} className={styles.description}>
                  {option.description}
                </Caption1>
              ) : null}
            </div>
          ))}
        </fieldset>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" disabled={chosen.length === 0} onClick={onAction}>
          {action}
        </Button>
      </div>
    </div>
  );
}
