import { Badge, makeStyles, Spinner, Subtitle2, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { AppLink } from '../../components/AppLink';
import { RequireInstance } from '../../components/RequireInstance';
import { RequirePermission } from '../../components/RequirePermission';
import { Screen } from '../../components/Screen';
import { useConnectProgress, type StepState } from './useConnectProgress';
import {
  ADD_CONNECTION_HREF,
  CIN7_OMNI_HELP_HREF,
  CONNECTIONS_HREF,
  IMPORT_HISTORY_HREF,
  LANDED_TABLES_HREF,
  TABLES_HREF,
  importStartHref,
  importStatusHref,
} from '../../routes/hrefs';

const useStyles = makeStyles({
  steps: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, margin: 0, padding: 0 },
  step: {
    listStyleType: 'none',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    paddingLeft: tokens.spacingHorizontalM,
    borderLeft: `3px solid ${tokens.colorNeutralStroke1}`,
  },
  current: { borderLeftColor: tokens.colorBrandStroke1 },
  heading: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    margin: 0,
  },
});

const STATE_BADGE: Readonly<
  Record<StepState, { text: string; color: 'success' | 'brand' | 'informative' | 'subtle' }>
> = {
  done: { text: 'Done', color: 'success' },
  current: { text: 'Next', color: 'brand' },
  running: { text: 'Running', color: 'informative' },
  later: { text: 'Later', color: 'subtle' },
};

function Step(props: { number: number; title: string; state: StepState; children: ReactNode }) {
  const styles = useStyles();
  const badge = STATE_BADGE[props.state];
  const active = props.state === 'current' || props.state === 'running';
  return (
    <li
      className={active ? `${styles.step} ${styles.current}` : styles.step}
      aria-current={active ? 'step' : undefined}
    >
      <Subtitle2 as="h2" className={styles.heading}>
        {`${props.number}. ${props.title}`}
        <Badge appearance="tint" color={badge.color}>
          {badge.text}
        </Badge>
      </Subtitle2>
      <div>{props.children}</div>
    </li>
  );
}

function ConnectSteps() {
  const styles = useStyles();
  const { isPending, progress } = useConnectProgress();
  if (isPending) return <Spinner label="Looking at your instance…" />;
  const startLink = importStartHref(progress.connectionId);
  return (
    <ol className={styles.steps}>
      <Step number={1} title="Connect a source system" state={progress.connect}>
        {progress.connect === 'done' ? (
          <>
            Connected. <AppLink to={CONNECTIONS_HREF}>See your connections</AppLink>
          </>
        ) : (
          <>
            Give Wharf read access to your source system with its API credentials.{' '}
            <RequirePermission call="signupConnections" doing="add connections">
              <AppLink to={ADD_CONNECTION_HREF}>Add a connection</AppLink> ·{' '}
            </RequirePermission>
            <AppLink to={CIN7_OMNI_HELP_HREF}>Where to find the Cin7 Omni API key</AppLink>
          </>
        )}
      </Step>
      <Step number={2} title="Start the first import" state={progress.import}>
        {progress.import === 'running' && progress.runningJob ? (
          <>
            {`Importing from ${progress.runningJob.connectionName}. `}
            <AppLink to={importStatusHref(progress.runningJob.id)}>Follow the import</AppLink>
          </>
        ) : progress.import === 'done' ? (
          <>
            Your data has landed. <AppLink to={IMPORT_HISTORY_HREF}>See past imports</AppLink>
          </>
        ) : (
          <>
            Land your source's data in your warehouse; a first full import takes a few minutes.{' '}
            {progress.import === 'current' ? <AppLink to={startLink}>Start an import</AppLink> : null}
          </>
        )}
      </Step>
      <Step number={3} title="See your data" state={progress.data}>
        {progress.data === 'done' ? (
          <>
            {`${progress.tableCount} tables are in your warehouse. `}
            <AppLink to={LANDED_TABLES_HREF}>See the landed tables</AppLink> ·{' '}
            <AppLink to={TABLES_HREF}>Design a table for Excel</AppLink>
          </>
        ) : (
          'The landed tables show up here once the first import has finished.'
        )}
      </Step>
    </ol>
  );
}

export default function ConnectScreen() {
  return (
    <Screen description="From your first connection to your first landed data, in three steps.">
      <RequireInstance>
        <ConnectSteps />
      </RequireInstance>
    </Screen>
  );
}
