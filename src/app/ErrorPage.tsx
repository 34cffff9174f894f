import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { wharfTokens } from '../theme';
import { describeError, type ErrorPageContent } from './errors';
import { documentTitleFor } from './title';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
    minWidth: '320px',
    padding: `${tokens.spacingVerticalXXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  status: { color: wharfTokens.wharfColorErrorForeground, fontWeight: tokens.fontWeightSemibold },
  message: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** The generic error page (SPEC §2, §8). */
export function ErrorView({ content }: { content: ErrorPageContent }) {
  const styles = useStyles();
  useEffect(() => {
    document.title = documentTitleFor(content.title);
  }, [content.title]);
  return (
    <main className={styles.page} data-layout="error" data-status={content.statusCode}>
      <Body1 className={styles.status}>Error {content.statusCode}</Body1>
      <Title1 as="h1">{content.title}</Title1>
      {content.message && content.message !== content.title ? (
        <Body1 className={styles.message}>{content.message}</Body1>
      ) : null}
      {/* A full load, not a client navigation: it also clears whatever state led here. */}
      <Button appearance="primary" as="a" href="/">
        Go to Home
      </Button>
    </main>
  );
}

export function ErrorPage() {
  return <ErrorView content={describeError(useRouteError())} />;
}
