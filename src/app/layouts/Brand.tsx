import { makeStyles, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { HOME_HREF } from '../../routes/hrefs';

const useStyles = makeStyles({
  brand: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
    color: 'inherit',
    textDecorationLine: 'none',
    fontWeight: tokens.fontWeightSemibold,
    fontSize: tokens.fontSizeBase400,
    ':focus-visible': {
      outline: `2px solid ${tokens.colorStrokeFocus2}`,
      borderRadius: tokens.borderRadiusSmall,
    },
  },
  logo: { width: '24px', height: '24px', flexShrink: 0 },
});

/** The Wharf mark and name, linking home. */
export function Brand({ to = HOME_HREF }: { to?: string }) {
  const styles = useStyles();
  return (
    <Link to={to} className={styles.brand} aria-label="Wharf home">
      <img src="/favicon.svg" alt="" className={styles.logo} />
      <span>Wharf</span>
    </Link>
  );
}
