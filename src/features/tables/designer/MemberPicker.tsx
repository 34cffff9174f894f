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
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { SearchRegular } from '@fluentui/react-icons/svg/search';
import { useId, useState } from 'react';
import { memberOrderText, useMemberSearch, type MemberColumn } from '../hooks/useMemberSearch';
import { usePanelStyles } from './styles';

const useStyles = makeStyles({
  members: {
    display: 'flex',
    flexDirection: 'column',
    maxHeight: '16rem',
    overflowY: 'auto',
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    padding: tokens.spacingHorizontalXS,
    margin: 0,
    minWidth: 0,
  },
  legend: { padding: 0 },
  chosen: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS, margin: 0, padding: 0 },
  chip: { listStyleType: 'none' },
});

interface MemberPickerProps {
  column: MemberColumn;
  columnLabel: string;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}

/** VALUES for a searchable column: members searched as the user types, several may be chosen. */
export function MemberPicker({ column, columnLabel, chosen, onChange }: MemberPickerProps) {
  const styles = useStyles();
  const panel = usePanelStyles();
  const legendId = useId();
  const [search, setSearch] = useState('');
  const members = useMemberSearch(column, search);
  const found = members.data?.members ?? [];
  const toggle = (member: string, on: boolean) =>
    onChange(on ? [...chosen, member] : chosen.filter((value) => value !== member));

  return (
    <div className={panel.panel}>
      <Field label={`Search ${columnLabel}`} hint="Members appear as you type.">
        <Input
          type="search"
          contentBefore={<SearchRegular />}
          value={search}
          onChange={(_, data) => setSearch(data.value)}
        />
      </Field>
      <div aria-live="polite">
        {members.searching ? <Spinner size="extra-tiny" label="Searching…" /> : null}
        {!members.searching && members.data ? (
          <Caption1 className={panel.muted}>
            {found.length === 0
              ? 'No members match.'
              : `${found.length} member${found.length === 1 ? '' : 's'}${members.data.truncated ? ' shown: type more to narrow them' : ''}. ${memberOrderText(search)}`}
          </Caption1>
        ) : null}
      </div>
      {found.length > 0 ? (
        <fieldset className={styles.members} aria-labelledby={legendId}>
          <legend id={legendId} className={panel.muted}>
            Members of {columnLabel}
          </legend>
          {found.map((member) => (
            <Checkbox
              key={member}
              label={member}
              checked={chosen.includes(member)}
              onChange={(_, data) => toggle(member, data.checked === true)}
            />
          ))}
        </fieldset>
      ) : null}
      {chosen.length > 0 ? (
        <div>
          <Caption1 className={panel.muted}>Chosen ({chosen.length}):</Caption1>
          <ul className={styles.chosen} aria-label="Chosen members">
            {chosen.map((member) => (
              <li key={member} className={styles.chip}>
                <Button
                  size="small"
                  shape="circular"
                  icon={<DismissRegular />}
                  iconPosition="after"
                  aria-label={`Remove ${member}`}
                  onClick={() => toggle(member, false)}
                >
                  {member}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
