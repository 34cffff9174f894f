import { Body1, makeStyles, Title3, tokens } from '@fluentui/react-components';
import { useId, type ComponentType, type ReactNode } from 'react';
import { useCurrentRoute } from './currentRoute';

const useStyles = makeStyles({
  screen: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  description: { color: tokens.colorNeutralForeground2 },
});

interface ScreenProps {
  /** One sentence on what the screen is for. */
  description?: string;
  children?: ReactNode;
}

/** A routed screen: its heading is the route's heading from the routes table. */
export function Screen({ description, children }: ScreenProps) {
  const route = useCurrentRoute();
  const headingId = useId();
  const styles = useStyles();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <Title3 as="h1" id={headingId}>
        {route.heading}
      </Title3>
      {description ? <Body1 className={styles.description}>{description}</Body1> : null}
      {children}
    </section>
  );
}

/** A screen whose contents arrive with a later capability: its heading and what it will be for. */
export function screenAwaitingContent(description: string): ComponentType {
  const AwaitingContent = () => <Screen description={description} />;
  return AwaitingContent;
}
