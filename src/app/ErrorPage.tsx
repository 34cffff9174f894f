import { Body1, Button, makeStyles, Title1, tokens } from '@fluentui/react-components';
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { usePageView } from '../telemetry';
import { wharfTokens } from '../theme';
import { useMatchedDefinition } from './currentDefinition';
import { describeError, NOT_FOUND_STATUS, type ErrorPageContent } from './errors';
import { NOT_FOUND_LABEL } from '../routes/routeTable';
import { documentTitleFor } from './title';
import { HOME_HREF } from '../routes/hrefs';
import { AppFrame } from './layouts/layouts';

const useStyles = makeStyles({
  page: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: tokens.spacingVerticalM,
    flexGrow: 1,
    // The frame's main area gives the width and side padding.
    minWidth: 0,
    padding: `${tokens.spacingVerticalXL} 0`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
  },
  status: { color: wharfTokens.wharfColorErrorForeground, fontWeight: tokens.fontWeightSemibold },
  message: { color: tokens.colorNeutralForeground2, overflowWrap: 'anywhere' },
});

/** The generic error page. */
export function ErrorView({ content }: { content: ErrorPageContent }) {
  const styles = useStyles();
  useEffect(() => {
    document.title = documentTitleFor(content.title);
  }, [content.title]);
  return (
    <section className={styles.page} data-layout="error" data-status={content.statusCode}>
      <Body1 className={styles.status}>Error {content.statusCode}</Body1>
      <Title1 as="h1">{content.title}</Title1>
      {content.message && content.message !== content.title ? (
        <Body1 className={styles.message}>{content.message}</Body1>
      ) : null}
      {/* A full load, not a client navigation: it also clears whatever state led here. */}
      <Button appearance="primary" as="a" href={HOME_HREF}>
        Go to Home
      </Button>
    </section>
  );
}

export function ErrorPage() {
  const content = describeError(useRouteError());
  const definition = useMatchedDefinition();
  const location = useLocation();
  // The error page replaces the route's own effects, so it reports the view: a 404 as 'Page Not Found', any other
  // error under the label of the route it happened on.
  const label =
    content.statusCode === NOT_FOUND_STATUS ? NOT_FOUND_LABEL : (definition?.label ?? content.title);
  usePageView(label, location);
  // Inside the app's frame, as every screen: the header, the way back and the theme switch stay.
  return (
    <AppFrame>
      <ErrorView content={content} />
    </AppFrame>
  );
}
