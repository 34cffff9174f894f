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

/** SPEC §3: the instance's logo is {schema}_logo80.png; without one a default icon stands in. */
export function logoUrl(schema: string): string {
  return `/assets/logos/${encodeURIComponent(schema)}_logo80.png`;
}

export function InstanceLogo({ schema }: { schema: string }) {
  const styles = useStyles();
  const [missing, setMissing] = useState(false);
  if (missing) {
    return (
      <span className={`${styles.logo} ${styles.fallback}`} data-logo="default" aria-hidden="true">
        <BuildingRegular />
      </span>
    );
  }
  return (
    <img
      className={styles.logo}
      src={logoUrl(schema)}
      alt=""
      data-logo="instance"
      width={LOGO_SIZE}
      height={LOGO_SIZE}
      onError={() => setMissing(true)}
    />
  );
}
