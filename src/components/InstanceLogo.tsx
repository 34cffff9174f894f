import { makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular } from '@fluentui/react-icons/svg/building';
import { useState } from 'react';

const LOGO_SIZE = 40;

const useStyles = makeStyles({
  logo: {
    width: `${LOGO_SIZE}px`,
    height: `${LOGO_SIZE}px`,
    borderRadius: tokens.borderRadiusMedium,
    flexShrink: 0,
  },
  fallback: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '28px',
    backgroundColor: tokens.colorNeutralBackground3,
    color: tokens.colorNeutralForeground2,
  },
});

/** The instance's logo is {schema}_logo80.png; without one a default icon stands in. */
export function logoUrl(schema: string): string {
  return `/assets/logos/${encodeURIComponent(schema)}_logo80.png`;
}

/**
 * Schemas whose logo the server does not have, for the rest of the session: a screen that mounts the logo again (a
 * refetch, another screen) shows the default icon at once rather than asking for the missing file again.
 */
const knownMissing = new Set<string>();

export function InstanceLogo({ schema }: { schema: string }) {
  const styles = useStyles();
  const [missing, setMissing] = useState(() => knownMissing.has(schema));
  if (missing) {
    return (
      <span className={`${styles.logo} ${styles.fallback}`} data-logo="default" aria-hidden="true">
        <BuildingRegular />
      </span>
    );
  }
  return (
    // Lazy: Chrome fetches an eager image as soon as React creates it, also in a render it then throws away (one
    // interrupted by an update during start-up), and such an image's error never reaches onError, so a missing logo
    // was asked for once per attempt. A lazy image is fetched only once it is in the page.
    <img
      className={styles.logo}
      src={logoUrl(schema)}
      loading="lazy"
      alt=""
      data-logo="instance"
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      onError={() => {
        knownMissing.add(schema);
        setMissing(true);
      }}
    />
  );
}
