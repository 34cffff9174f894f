import { Button, Caption1, Field, Input, Subtitle2 } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons/svg/arrow-clockwise';
import { buildQuery } from '../../../design/buildQuery';
import { effectiveLanding } from '../../../design/tableDesign';
import { topNOf } from '../../../design/topN';
import { LandedInBrowser } from '../../../landing/grid/LandedInBrowser';
import { useLanding } from '../../../landing/useLanding';
import { rowLimitProblem, sheetNameProblem, tableNameProblem } from '../../../landing/landingRules';
import { LandingStatus } from '../../../landing/LandingStatus';
import { countFromText, countText } from '../../../format/words';
import { lastRefreshText } from '../tableText';
import type { PanelProps } from './panelProps';
import { usePanelStyles } from './styles';
import { useFollowedState } from './useFollowedState';

/** A text field that changes the design when the user leaves it (one undo step per change, not per key). */
function CommitField({
  label,
  hint,
  value,
  validate,
  onCommit,
  numeric = false,
}: {
  label: string;
  hint?: string;
  value: string;
  validate?: (value: string) => string | undefined;
  onCommit: (value: string) => void;
  /** A count: grouped as every count reads ("10,000"), typed with or without the separators. */
  numeric?: boolean;
}) {
  const [text, setText] = useFollowedState(value);
  const problem = validate?.(text);
  const commit = () => {
    if (!problem) onCommit(text);
  };
  return (
    <Field label={label} hint={hint} validationMessage={problem}>
      <Input
        inputMode={numeric ? 'numeric' : undefined}
        value={text}
        onChange={(_, data) => setText(data.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
    </Field>
  );
}

/** UPDATE: where the design lands, landing it (Excel: the sheet; browser: the grid and a download), last refresh. */
export function UpdatePanel({ design, dispatch }: PanelProps) {
  const styles = usePanelStyles();
  const { state, land, cancel, mode } = useLanding();
  const landing = effectiveLanding(design);
  const runnable = buildQuery(design) !== null;
  const running = state.status === 'running';

  return (
    <div className={styles.panel}>
      <Subtitle2 as="h2">Landing target</Subtitle2>
      {mode === 'excel' ? (
        <CommitField
          label="Worksheet"
          hint="Leave empty for the active sheet."
          value={design.landing.sheet}
          validate={sheetNameProblem}
          onCommit={(sheet) => dispatch({ type: 'setLanding', landing: { sheet: sheet.trim() } })}
        />
      ) : null}
      <CommitField
        label="Table name"
        hint={`Leave empty for ${landing.tableName}.`}
        value={design.landing.tableName}
        validate={tableNameProblem}
        onCommit={(tableName) => dispatch({ type: 'setLanding', landing: { tableName: tableName.trim() } })}
      />
      <CommitField
        label="Row limit"
        numeric
        value={countText(design.limit)}
        validate={(value) => rowLimitProblem(countFromText(value))}
        onCommit={(value) => dispatch({ type: 'setLimit', limit: countFromText(value) })}
      />
      <Caption1 className={styles.muted}>{lastRefreshText(design.lastRefresh)}</Caption1>
      <div className={styles.actions}>
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          disabled={!runnable || running}
          onClick={() => void land(design)}
        >
          {mode === 'excel' ? 'Land in Excel' : 'Show in browser'}
        </Button>
        {running ? <Button onClick={cancel}>Cancel</Button> : null}
      </div>
      {!runnable ? (
        <Caption1 className={styles.muted}>Choose a table and add a source column first.</Caption1>
      ) : null}
      <div aria-live="polite">
        <LandingStatus state={state} mode={mode} topN={topNOf(design)} />
      </div>
      {mode === 'browser' ? <LandedInBrowser tableName={landing.tableName} /> : null}
    </div>
  );
}
