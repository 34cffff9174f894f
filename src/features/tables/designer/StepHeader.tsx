import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXS,
    listStyleType: 'none',
    margin: 0,
    padding: 0,
    counterReset: 'step',
  },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  separator: { color: tokens.colorNeutralForeground3 },
  step: {
    minWidth: 'auto',
    paddingLeft: tokens.spacingHorizontalS,
    paddingRight: tokens.spacingHorizontalS,
    fontWeight: tokens.fontWeightRegular,
  },
  current: {
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorBrandForeground1,
    borderBottom: `2px solid ${tokens.colorBrandStroke1}`,
  },
  later: { color: tokens.colorNeutralForeground3 },
});

interface StepHeaderProps<S extends string> {
  label: string;
  steps: readonly S[];
  current: S;
  /** Steps up to this index may be returned to. */
  reached: number;
  onGoTo: (step: S) => void;
}

/** A stepper: the wizard's step names, the current one marked. */
export function StepHeader<S extends string>({ label, steps, current, reached, onGoTo }: StepHeaderProps<S>) {
  const styles = useStyles();
  const currentIndex = steps.indexOf(current);
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {steps.map((step, index) => (
          <li key={step} className={styles.item}>
            {index > 0 ? (
              <span aria-hidden className={styles.separator}>
                →
              </span>
            ) : null}
            <Button
              appearance="transparent"
              size="small"
              className={mergeClasses(
                styles.step,
                step === current && styles.current,
                index > reached && styles.later,
              )}
              aria-current={step === current ? 'step' : undefined}
              aria-label={`Step ${index + 1} of ${steps.length}: ${step}`}
              disabledFocusable={index > reached || index === currentIndex}
              onClick={() => onGoTo(step)}
            >
              {step}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
