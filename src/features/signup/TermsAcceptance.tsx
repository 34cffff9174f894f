import { Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { CURRENT_TERMS_VERSION } from '@wharf/contract';

const useStyles = makeStyles({
  terms: {
    margin: 0,
    // The bullets hang left of each item: the left padding holds them inside the border, not on it.
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalM} ${tokens.spacingVerticalM} ${tokens.spacingHorizontalXXXL}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
  },
});

/** The terms' text of CURRENT_TERMS_VERSION, short enough to read in the task pane. */
const TERMS = [
  'Your company owns the data Wharf lands for it; Wharf stores it only to serve you, in your instance’s own warehouse schema.',
  'API keys you give Wharf are stored encrypted and used only to import from the systems you connect.',
  'You are billed monthly for each active connection at your plan’s price; deleted connections are not billed.',
  'Either side may end the service with 30 days’ notice; you can export your data until then.',
];

/** The versioned terms: read here, accepted with the checkbox; /api/signup/acceptance keeps who, when and which. */
export function TermsAcceptance({
  accepted,
  onChange,
  disabled,
}: {
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  disabled: boolean;
}) {
  const styles = useStyles();
  return (
    <>
      <ul className={styles.terms} aria-label={`Wharf terms of service, version ${CURRENT_TERMS_VERSION}`}>
        {TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <Checkbox
        checked={accepted}
        disabled={disabled}
        onChange={(_, data) => onChange(data.checked === true)}
        label={`I accept the Wharf terms of service, version ${CURRENT_TERMS_VERSION}`}
      />
    </>
  );
}
